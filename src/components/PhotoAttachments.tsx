import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { ContactFormTexts } from '../lib/form/contact-form-texts';
import { photoLinks, sortChosenFiles, uploadsPending, type Photo, type Refusal } from '../lib/photos/photo-list';
import styles from './PhotoAttachments.module.scss';

interface Props {
  /** The `contactForm.photos` texts in the page's language. */
  strings: ContactFormTexts['photos'];
  /** Where photos are uploaded: `PUBLIC_PHOTO_UPLOAD_URL`, the Worker's `/photos`. */
  endpoint: string;
  /** Told the uploaded photos' links and whether an upload is still under way, whenever either changes. */
  onChange: (links: string[], pending: boolean) => void;
}

/** The scaling code, loaded when the visitor opens the control, never with the page. */
const loadPreparing = () => import('../lib/photos/prepare-photo');
const loadUploading = () => import('../lib/photos/upload-photo');

/** `text` with its `{{file}}` filled with a file's name (the build fills the other placeholders). */
const withName = (text: string, name: string) => text.replace('{{file}}', name);

/**
 * The contact form's "Add photos" control (docs/behaviour.md, "Photos with
 * the enquiry"): a file input for up to `maxPhotos` images; each photo is
 * scaled in the browser (`prepare-photo.ts`), uploaded to the photo Worker
 * (`upload-photo.ts`) and listed with its thumbnail, progress, and buttons
 * to remove it or retry a failed upload. Refusals show at the field. Only
 * rendered when the site is built with `PUBLIC_PHOTO_UPLOAD_URL`.
 */
export default function PhotoAttachments({ strings, endpoint, onChange }: Props) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const nextKey = useRef(0);
  // One photo at a time: five 12-megapixel decodes at once can exhaust a phone's memory.
  const queue = useRef(Promise.resolve());
  const thumbnails = useRef(new Set<string>());

  useEffect(() => onChange(photoLinks(photos), uploadsPending(photos)), [photos, onChange]);
  useEffect(() => {
    const urls = thumbnails.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: number, change: Partial<Photo>) =>
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const upload = async (key: number, prepared: Blob) => {
    update(key, { status: 'uploading', progress: 0 });
    const { uploadPhoto } = await loadUploading();
    try {
      const link = await uploadPhoto(endpoint, prepared, (progress) => update(key, { progress }));
      update(key, { status: 'uploaded', progress: 1, link });
    } catch {
      update(key, { status: 'failed' });
    }
  };

  const prepareAndUpload = async (key: number, file: File) => {
    const { preparePhoto, UndecodablePhoto } = await loadPreparing();
    try {
      const prepared = await preparePhoto(file);
      const thumbnail = URL.createObjectURL(prepared);
      thumbnails.current.add(thumbnail);
      update(key, { prepared, thumbnail });
      await upload(key, prepared);
    } catch (error) {
      if (!(error instanceof UndecodablePhoto)) throw error;
      setPhotos((list) => list.filter((photo) => photo.key !== key));
      setRefusals((shown) => [...shown, { reason: 'undecodable', name: file.name }]);
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const { added, refused } = sortChosenFiles([...(event.target.files ?? [])], photos.length);
    // Cleared, so that the same file can be chosen again after a remove.
    event.target.value = '';
    setRefusals(refused);
    const entries = added.map((file) => ({ file, key: nextKey.current++ }));
    setPhotos((list) => [
      ...list,
      ...entries.map(({ file, key }) => ({ key, name: file.name, status: 'preparing' as const, progress: 0 })),
    ]);
    for (const { file, key } of entries) queue.current = queue.current.then(() => prepareAndUpload(key, file));
  };

  const remove = (photo: Photo) => {
    setPhotos((list) => list.filter(({ key }) => key !== photo.key));
    if (photo.thumbnail) URL.revokeObjectURL(photo.thumbnail);
    setRefusals([]);
  };

  const statusText = { preparing: strings.preparing, uploading: strings.uploading, uploaded: strings.uploaded };

  return (
    <div className={styles.photos}>
      <label className={styles.add}>
        <input
          type="file"
          accept="image/*"
          multiple
          className={styles.input}
          onClick={() => void loadPreparing()}
          onChange={onFiles}
        />
        {strings.add}
      </label>
      <p className={styles.hint}>
        {strings.hint} {strings.privacy}
      </p>
      {photos.length > 0 && (
        <ul className={styles.list}>
          {photos.map((photo) => (
            <li key={photo.key} className={styles.photo}>
              {photo.thumbnail ? (
                <img className={styles.thumbnail} src={photo.thumbnail} alt="" />
              ) : (
                <span className={styles.thumbnail} />
              )}
              <div className={styles.about}>
                <span className={styles.name}>{photo.name}</span>
                {photo.status === 'uploading' && (
                  <progress className={styles.progress} value={photo.progress} max={1} aria-label={photo.name} />
                )}
                {photo.status === 'failed' ? (
                  <span className={styles.failed}>{strings.failed}</span>
                ) : (
                  <span>{statusText[photo.status]}</span>
                )}
              </div>
              <div className={styles.buttons}>
                {photo.status === 'failed' && photo.prepared && (
                  <button
                    type="button"
                    aria-label={withName(strings.retryLabel, photo.name)}
                    onClick={() => void upload(photo.key, photo.prepared as Blob)}
                  >
                    {strings.retry}
                  </button>
                )}
                <button
                  type="button"
                  aria-label={withName(strings.removeLabel, photo.name)}
                  onClick={() => remove(photo)}
                >
                  {strings.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.refusals} role="alert">
        {refusals.map((refusal) => (
          <p
            key={refusal.reason === 'tooMany' ? refusal.reason : `${refusal.reason}-${refusal.name}`}
            className={styles.refusal}
          >
            {refusal.reason === 'tooMany' ? strings.tooMany : withName(strings[refusal.reason], refusal.name)}
          </p>
        ))}
      </div>
    </div>
  );
}
