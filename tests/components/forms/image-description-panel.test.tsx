import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ImageDescriptionPanel } from '@/components/forms/rich-text/image-description-panel';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import common from '@/locales/zh-CN/common.json';
import publish from '@/locales/zh-CN/publish.json';

/**
 * The panel under the editor asking for the description of each image just
 * uploaded. Here a text area stands for the editor, and the editor's part (the
 * images waiting, taken off once answered) is played by a small harness.
 */

const A = '/api/uploads/AAAAAAAAAAAAAAAAAAAAAA';
const B = '/api/uploads/BBBBBBBBBBBBBBBBBBBBBB';

function Editor({ onAnswer, onSubmit }: { onAnswer: (src: string, description: string | null) => void; onSubmit?: () => void }) {
  const [images, setImages] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <textarea aria-label="正文" />
      <button type="button" onClick={() => setImages((waiting) => [...waiting, A])}>
        上传一张
      </button>
      <button type="button" onClick={() => setImages((waiting) => [...waiting, A, B])}>
        上传两张
      </button>
      <ImageDescriptionPanel
        images={images}
        inputId="body-image-alt"
        onAnswer={(src, description) => {
          onAnswer(src, description);
          setImages((waiting) => waiting.filter((other) => other !== src));
        }}
        onDone={() => screen.getByRole('textbox', { name: '正文' }).focus()}
      />
    </form>
  );
}

function wrap(node: React.ReactNode) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, publish } });
  return render(<TranslationProvider translator={translator}>{node}</TranslationProvider>);
}

const texts = publish.editor.imageAlt;
const box = (name: string | RegExp = texts.label) => screen.getByRole('textbox', { name });

describe('ImageDescriptionPanel', () => {
  it('appears when an image is uploaded, is announced politely and leaves the focus in the editor', () => {
    wrap(<Editor onAnswer={jest.fn()} />);
    expect(screen.queryByRole('group', { name: texts.label })).not.toBeInTheDocument();
    const editor = screen.getByRole('textbox', { name: '正文' });
    editor.focus();
    fireEvent.click(screen.getByRole('button', { name: '上传一张' }));

    const panel = screen.getByRole('group', { name: texts.label });
    expect(panel).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('图片已插入（1 张待写说明）。按 Tab 键可以填写图片说明。');
    expect(editor).toHaveFocus();
    expect(box()).toHaveAccessibleDescription(`${texts.hint} 0 / 150`);
    expect(box()).toHaveAttribute('maxLength', '150');
    expect(screen.getByRole('button', { name: texts.save })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.skip })).toBeInTheDocument();
  });

  it('saves the words typed (tidied), says so, and gives the focus back to the editor', () => {
    const onAnswer = jest.fn();
    wrap(<Editor onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: '上传一张' }));
    box().focus();
    fireEvent.change(box(), { target: { value: '  展馆入口，观众排队进场 ' } });
    expect(screen.getByText('14 / 150')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: texts.save }));

    expect(onAnswer).toHaveBeenCalledWith(A, '展馆入口，观众排队进场');
    expect(screen.queryByRole('group', { name: texts.label })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(texts.saved);
    expect(screen.getByRole('textbox', { name: '正文' })).toHaveFocus();
  });

  it('saves with Enter without sending the article’s form, but not while an input method is composing', () => {
    const onAnswer = jest.fn();
    const onSubmit = jest.fn();
    wrap(<Editor onAnswer={onAnswer} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '上传一张' }));
    fireEvent.change(box(), { target: { value: 'zhan' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: '展馆' } });
    const pressed = fireEvent.keyDown(box(), { key: 'Enter' });
    expect(pressed).toBe(false);
    expect(onAnswer).toHaveBeenCalledWith(A, '展馆');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('skips the image with 跳过, with Escape, or when saved empty', () => {
    const onAnswer = jest.fn();
    wrap(<Editor onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: '上传一张' }));
    fireEvent.change(box(), { target: { value: '不要了' } });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(onAnswer).toHaveBeenLastCalledWith(A, null);

    fireEvent.click(screen.getByRole('button', { name: '上传一张' }));
    expect(box()).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: texts.skip }));
    expect(onAnswer).toHaveBeenLastCalledWith(A, null);

    fireEvent.click(screen.getByRole('button', { name: '上传一张' }));
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(onAnswer).toHaveBeenLastCalledWith(A, null);
    expect(screen.queryByRole('group', { name: texts.label })).not.toBeInTheDocument();
  });

  it('asks about several images one after the other, each with an empty box', () => {
    const onAnswer = jest.fn();
    wrap(<Editor onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: '上传两张' }));
    expect(screen.getByRole('status')).toHaveTextContent('图片已插入（2 张待写说明）。');
    expect(screen.getByRole('group', { name: '图片说明（第 1 张，共 2 张）' })).toBeInTheDocument();

    box(/图片说明/).focus();
    fireEvent.change(box(/图片说明/), { target: { value: '第一张：展台全景' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(onAnswer).toHaveBeenLastCalledWith(A, '第一张：展台全景');

    // The next image: the box is empty and has the focus, so the author types straight on.
    const next = box('图片说明（第 2 张，共 2 张）');
    expect(next).toHaveValue('');
    expect(next).toHaveFocus();
    fireEvent.keyDown(next, { key: 'Escape' });
    expect(onAnswer).toHaveBeenLastCalledWith(B, null);
    expect(screen.getByRole('textbox', { name: '正文' })).toHaveFocus();
  });
});
