import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { codeFromScan } from '@/lib/registrations/barcode-code';
import { useTranslation } from '@/lib/use-translation';
import styles from './exhibitor.module.scss';

/** The Shape Detection API's barcode detector, where the browser has one (Chrome on Android, Edge, Samsung Internet). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorClass | null {
  if (typeof window === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;
}

const SCAN_INTERVAL_MS = 250;
const noSubscription = () => () => {};

/**
 * Scans an e-ticket with the camera where the browser can (BarcodeDetector and
 * a camera); elsewhere it renders nothing, and typing the code always works.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('activity');
  // Known only in the browser, after hydration (the server's HTML has no button).
  const supported = useSyncExternalStore(noSubscription, () => detectorClass() !== null, () => false);
  const [scanning, setScanning] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!scanning) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detector = new Detector({ formats: ['qr_code'] });

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
    const tick = async () => {
      if (stopped || !video.current) return;
      try {
        for (const barcode of await detector.detect(video.current)) {
          const code = codeFromScan(barcode.rawValue);
          if (code) {
            stop();
            setScanning(false);
            found.current(code);
            return;
          }
        }
      } catch {
        // A frame that could not be read (the video not ready yet): try the next one.
      }
      timer = setTimeout(tick, SCAN_INTERVAL_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream.current = media;
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play();
        }
        void tick();
      })
      .catch(() => {
        setFailed(true);
        setScanning(false);
      });
    return stop;
  }, [scanning]);

  if (!supported) return null;
  return (
    <div className={styles.scanner}>
      <button
        type="button"
        className={styles.secondary}
        aria-pressed={scanning}
        onClick={() => {
          setFailed(false);
          setScanning((on) => !on);
        }}
      >
        {scanning ? t('checkIn.scanStop') : t('checkIn.scan')}
      </button>
      {scanning ? (
        <div className={styles.viewfinder}>
          <video ref={video} muted playsInline aria-label={t('checkIn.videoLabel')} width={320} height={240} />
          <p role="status">{t('checkIn.scanning')}</p>
        </div>
      ) : null}
      {failed ? <p role="alert" className={styles.error}>{t('checkIn.cameraFailed')}</p> : null}
    </div>
  );
}
