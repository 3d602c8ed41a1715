import sharp from 'sharp';
import { checkPictureHeader, formatOfBytes, NOT_A_PICTURE } from './picture-content';

const picture = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#808080' } })
    .toFormat(format)
    .toBuffer();

describe('a picture is known by its content', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('reads %s from its signature', async (format) => {
    expect(formatOfBytes(await picture(format))).toBe(format);
  });

  it('knows nothing else, whatever the file was called', async () => {
    expect(formatOfBytes(Buffer.from('GIF89a……'))).toBeNull();
    expect(formatOfBytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(formatOfBytes(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(formatOfBytes(Buffer.alloc(0))).toBeNull();
    await expect(checkPictureHeader(Buffer.from('hello'))).rejects.toThrow(NOT_A_PICTURE);
  });

  it('answers the format and size from the header', async () => {
    expect(await checkPictureHeader(await picture('png'))).toEqual({
      format: 'png',
      width: 4,
      height: 3,
    });
  });
});
