import { describe, expect, test } from 'vitest';
import {
  attachedPhotos,
  failedPhotos,
  sortChosenFiles,
  uploadsPending,
  type Photo,
} from '../../src/lib/photos/photo-list';
import { maxPhotos } from '../../src/lib/photos/photo-limits';

const file = (name: string, type: string) => new File(['x'], name, { type });
const images = (count: number) => Array.from({ length: count }, (_, n) => file(`${n}.jpg`, 'image/jpeg'));

describe('sortChosenFiles', () => {
  test(`adds images up to ${maxPhotos} in all and refuses the rest once, naming them`, () => {
    const five = images(maxPhotos);
    expect(sortChosenFiles(five, 0)).toEqual({ added: five, refused: [] });
    const { added, refused } = sortChosenFiles(images(4), maxPhotos - 2);
    expect(added.map(({ name }) => name)).toEqual(['0.jpg', '1.jpg']);
    expect(refused).toEqual([{ reason: 'tooMany', names: ['2.jpg', '3.jpg'] }]);
    expect(sortChosenFiles(images(1), maxPhotos)).toEqual({
      added: [],
      refused: [{ reason: 'tooMany', names: ['0.jpg'] }],
    });
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

  test('the attached photos are the uploaded ones with their names, the failed ones are named apart, in order', () => {
    const list = [photo(1, 'uploaded', 'https://a/1'), photo(2, 'failed'), photo(3, 'uploaded', 'https://a/3')];
    expect(attachedPhotos(list)).toEqual([
      { name: '1.jpg', link: 'https://a/1' },
      { name: '3.jpg', link: 'https://a/3' },
    ]);
    expect(failedPhotos([...list, photo(4, 'failed'), photo(5, 'uploading')])).toEqual(['2.jpg', '4.jpg']);
  });

  test('uploads are pending while a photo is being scaled, sent or waits to be sent again, not when it is sent or failed', () => {
    expect(uploadsPending([photo(1, 'uploaded', 'l'), photo(2, 'failed')])).toBe(false);
    expect(uploadsPending([photo(1, 'uploaded', 'l'), photo(2, 'preparing')])).toBe(true);
    expect(uploadsPending([photo(1, 'uploading')])).toBe(true);
    expect(uploadsPending([photo(1, 'waiting')])).toBe(true);
    expect(uploadsPending([])).toBe(false);
  });
});
