import { describe, expect, test } from 'vitest';
import { photoLinks, sortChosenFiles, uploadsPending, type Photo } from '../../src/lib/photos/photo-list';
import { maxPhotos } from '../../src/lib/photos/photo-limits';

const file = (name: string, type: string) => new File(['x'], name, { type });
const images = (count: number) => Array.from({ length: count }, (_, n) => file(`${n}.jpg`, 'image/jpeg'));

describe('sortChosenFiles', () => {
  test(`adds images up to ${maxPhotos} in all and refuses the rest once`, () => {
    const five = images(maxPhotos);
    expect(sortChosenFiles(five, 0)).toEqual({ added: five, refused: [] });
    const { added, refused } = sortChosenFiles(images(3), maxPhotos - 2);
    expect(added).toHaveLength(2);
    expect(refused).toEqual([{ reason: 'tooMany' }]);
    expect(sortChosenFiles(images(1), maxPhotos)).toEqual({ added: [], refused: [{ reason: 'tooMany' }] });
  });

  test('refuses each file that is not an image by name, whatever its extension', () => {
    const chosen = [file('a.txt', 'text/plain'), file('b.heic', 'image/heic'), file('c.jpg', '')];
    expect(sortChosenFiles(chosen, 0)).toEqual({
      added: [chosen[1]],
      refused: [
        { reason: 'notImage', name: 'a.txt' },
        { reason: 'notImage', name: 'c.jpg' },
      ],
    });
  });
});

describe('the photo list', () => {
  const photo = (key: number, status: Photo['status'], link?: string): Photo => ({
    key,
    name: `${key}.jpg`,
    status,
    progress: 0,
    link,
  });

  test("the links are the uploaded photos', in order", () => {
    expect(
      photoLinks([photo(1, 'uploaded', 'https://a/1'), photo(2, 'failed'), photo(3, 'uploaded', 'https://a/3')]),
    ).toEqual(['https://a/1', 'https://a/3']);
  });

  test('uploads are pending while a photo is being scaled or sent, not when it is sent or failed', () => {
    expect(uploadsPending([photo(1, 'uploaded', 'l'), photo(2, 'failed')])).toBe(false);
    expect(uploadsPending([photo(1, 'uploaded', 'l'), photo(2, 'preparing')])).toBe(true);
    expect(uploadsPending([photo(1, 'uploading')])).toBe(true);
    expect(uploadsPending([])).toBe(false);
  });
});
