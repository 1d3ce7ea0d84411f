import { act, fireEvent, render, screen } from '@testing-library/react';
import { TextAreaField } from '@/components/forms/form-field';
import { ImageField } from '@/components/forms/image-field';
import { RichTextField } from '@/components/forms/rich-text/rich-text-field';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import common from '@/locales/zh-CN/common.json';
import publish from '@/locales/zh-CN/publish.json';
import uploads from '@/locales/zh-CN/uploads.json';

/** The shared fields of forms/: a text area, an image field, a rich-text field. */

const uploadImage = jest.fn();
jest.mock('@/lib/uploads/client', () => ({ uploadImage: (...args: unknown[]) => uploadImage(...args) }));

// The real editor (Quill) needs a browser; a text area stands in, reporting its HTML as the editor does.
jest.mock('@/components/forms/rich-text/lazy-editor', () => ({
  LazyEditor: ({ labelId, onChange, onUploading }: { labelId: string; onChange: (html: string, byUser: boolean) => void; onUploading: (count: number) => void }) => (
    <>
      <textarea aria-labelledby={labelId} onChange={(event) => onChange(`<p>${event.currentTarget.value}</p>`, true)} />
      <button type="button" onClick={() => onUploading(2)}>
        插入两张图片
      </button>
    </>
  ),
}));

function wrap(node: React.ReactNode) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, publish, uploads } });
  return render(<TranslationProvider translator={translator}>{node}</TranslationProvider>);
}

describe('TextAreaField', () => {
  it('labels the text area and describes it with its hint and its errors', () => {
    wrap(<TextAreaField id="bio" label="简介" hint="每行一项" errors={['common:auth.validation.required']} defaultValue="" />);
    const area = screen.getByRole('textbox', { name: '简介' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(/^每行一项 \S+/);
  });

  it('counts what is typed against the limit, marked past it', () => {
    wrap(<TextAreaField id="summary" label="摘要" hint="一两句话" count={12} max={10} defaultValue="" />);
    const area = screen.getByRole('textbox', { name: '摘要' });
    expect(area).toHaveAccessibleDescription('一两句话 12 / 10');
    expect(screen.getByText('12 / 10')).toHaveAttribute('data-over', 'true');
  });
});

describe('ImageField', () => {
  const texts = { choose: '选择图片', change: '更换图片', remove: '移除', uploading: '正在上传…', alt: '照片预览', none: '尚未设置。' };

  beforeEach(() => uploadImage.mockReset());

  it('uploads the chosen image at once and reports it, busy meanwhile', async () => {
    uploadImage.mockResolvedValue({ url: '/api/uploads/9', width: 640, height: 360 });
    const onChange = jest.fn();
    const onBusy = jest.fn();
    wrap(<ImageField id="photo" label="照片" hint="PNG 或 JPEG" image={null} texts={texts} onChange={onChange} onBusy={onBusy} />);
    expect(screen.getByText('尚未设置。')).toBeInTheDocument();
    const input = screen.getByLabelText('照片 选择图片');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    });
    expect(onChange).toHaveBeenCalledWith({ url: '/api/uploads/9', width: 640, height: 360 });
    expect(onBusy.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the image with its own size, or the size asked, and removes it', () => {
    const onChange = jest.fn();
    const { rerender } = wrap(<ImageField id="cover" label="封面图" hint="" image={{ url: '/a.png', width: 800, height: 450 }} texts={texts} onChange={onChange} />);
    expect(screen.getByRole('img', { name: '照片预览' })).toHaveAttribute('width', '800');
    fireEvent.click(screen.getByRole('button', { name: '移除' }));
    expect(onChange).toHaveBeenCalledWith(null);
    rerender(
      <TranslationProvider translator={createI18n({ locale: 'zh-CN', resources: { common, publish, uploads } })}>
        <ImageField id="cover" label="封面图" hint="" image={{ url: '/a.png', width: null, height: null }} preview={{ width: 120, height: 120 }} texts={texts} onChange={onChange} />
      </TranslationProvider>,
    );
    expect(screen.getByRole('img', { name: '照片预览' })).toHaveAttribute('width', '120');
  });

  it('says why a file is refused before sending it, and keeps the image there was', async () => {
    const onChange = jest.fn();
    wrap(<ImageField id="photo" label="照片" hint="" image={null} texts={texts} onChange={onChange} />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('照片 选择图片'), { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    });
    expect(uploadImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(uploads.errors.unsupportedType);
  });
});

describe('RichTextField', () => {
  it('labels the editor, counts its text against the limit and says while images upload', () => {
    const onChange = jest.fn();
    const onUploading = jest.fn();
    wrap(
      <RichTextField
        id="body"
        label="正文"
        hint="可以插入图片"
        countText={(count, max) => `${count} / ${max} 字`}
        initialHtml=""
        html="<p>你好</p>"
        errors={['正文不能为空']}
        onChange={onChange}
        onUploading={onUploading}
      />,
    );
    const editor = screen.getByRole('textbox', { name: '正文' });
    expect(editor).toBeInTheDocument();
    expect(screen.getByText('2 / 20000 字')).toBeInTheDocument();
    expect(screen.getByText('正文不能为空')).toBeInTheDocument();
    fireEvent.change(editor, { target: { value: '新的' } });
    expect(onChange).toHaveBeenCalledWith('<p>新的</p>', true);
    fireEvent.click(screen.getByRole('button', { name: '插入两张图片' }));
    expect(onUploading).toHaveBeenCalledWith(2);
    expect(screen.getByText('图片上传中（2 张）…')).toBeInTheDocument();
  });
});
