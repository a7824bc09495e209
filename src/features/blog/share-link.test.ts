import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const data = { title: 'How We Build a Website in 48 Hours', url: 'https://site.example/blog/x' };

describe('shareLink', () => {
  it("opens the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink({ share, clipboard: { writeText } }, data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    expect(await shareLink({ share, clipboard: { writeText } }, data)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet, or it refuses', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink({ clipboard: { writeText } }, data)).toBe('copied');
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareLink({ share, clipboard: { writeText } }, data)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('fails when the clipboard cannot be written either', async () => {
    expect(await shareLink({}, data)).toBe('failed');
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareLink({ clipboard: { writeText } }, data)).toBe('failed');
  });
});
