import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { ContactFormTexts } from '../lib/form/contact-form-texts';
import { fillPlaceholders } from '../lib/i18n/placeholder';
import { sortChosenFiles, type Photo, type Refusal } from '../lib/photos/photo-list';
import styles from './PhotoAttachments.module.scss';

interface Props {
  /** The `contactForm.photos` texts in the page's language. */
  texts: ContactFormTexts['photos'];
  /** Where photos are uploaded: the Worker's `/photos` (`photoUploadEndpoint`). */
  endpoint: string;
  /** Told the list whenever it changes. */
  onChange: (photos: Photo[]) => void;
  /**
   * Raised by each Send that met a failed photo (0: none yet): each failed
   * photo then says the message waits, and offers to send without it; the
   * focus goes to the first failed photo's first button.
   */
  asking: number;
  /** "Send without it": the visitor chose to send the message without the failed photos. */
  onSendWithout: () => void;
}

/** The scaling code, loaded when the visitor opens the control, never with the page. */
const loadPreparing = () => import('../lib/photos/prepare-photo');
const loadUploading = () => import('../lib/photos/upload-photo');

/** `text` with its `{{file}}` filled with a file's name (the build fills the other placeholders). */
const withName = (text: string, name: string) => fillPlaceholders(text, { file: name });

/**
 * The contact form's "Add photos" control (docs/behaviour.md, "Photos with
 * the enquiry"): a file input for up to `maxPhotos` images; each photo is
 * scaled in the browser (`prepare-photo.ts`), uploaded to the photo Worker
 * (`upload-photo.ts`) and listed with its thumbnail, progress, and buttons
 * to remove it or retry a failed upload. An upload refused for its rate
 * (429) waits the `Retry-After` seconds, saying so, and is sent again once
 * by itself. Refusals show at the field. Only rendered when the site is
 * built with `PUBLIC_PHOTO_UPLOAD_URL`.
 */
export default function PhotoAttachments({ texts, endpoint, onChange, asking, onSendWithout }: Props) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const nextKey = useRef(0);
  // One photo at a time: five 12-megapixel decodes at once can exhaust a phone's memory.
  const queue = useRef(Promise.resolve());
  const thumbnails = useRef(new Set<string>());
  const removed = useRef(new Set<number>());
  const fileInput = useRef<HTMLInputElement>(null);
  const firstButtons = useRef(new Map<number, HTMLButtonElement>());
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  // Where the focus goes once the list has changed: a photo's remove button (by key), or the control.
  const focusAfter = useRef<number | 'control'>(undefined);
  const idPrefix = useId();

  useEffect(() => onChange(photos), [photos, onChange]);
  useEffect(() => {
    const urls = thumbnails.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = undefined;
    if (target !== undefined) (target === 'control' ? fileInput.current : removeButtons.current.get(target))?.focus();
  }, [photos]);
  useEffect(() => {
    if (!asking) return;
    const failed = photos.find(({ status }) => status === 'failed');
    if (failed) firstButtons.current.get(failed.key)?.focus();
    // Only a new Send moves the focus, not a change of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asking]);

  const update = (key: number, change: Partial<Photo>) =>
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  /** Uploads `prepared`; refused for its rate (429) on a first try, it waits `Retry-After` and tries once more. */
  const upload = async (key: number, prepared: Blob, firstTry = true) => {
    if (removed.current.has(key)) return;
    update(key, { status: 'uploading', progress: 0, retryAfter: undefined });
    const { uploadPhoto, UploadFailed } = await loadUploading();
    try {
      const link = await uploadPhoto(endpoint, prepared, (progress) => update(key, { progress }));
      update(key, { status: 'uploaded', progress: 1, link });
    } catch (error) {
      if (firstTry && error instanceof UploadFailed && error.status === 429 && error.retryAfter) {
        update(key, { status: 'waiting', retryAfter: error.retryAfter });
        setTimeout(() => void upload(key, prepared, false), error.retryAfter * 1000);
      } else update(key, { status: 'failed' });
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

  /** Removes `photo`; the focus goes to the next photo's remove button, or to the control. */
  const remove = (photo: Photo) => {
    const next = photos[photos.findIndex(({ key }) => key === photo.key) + 1];
    focusAfter.current = next ? next.key : 'control';
    removed.current.add(photo.key);
    setPhotos((list) => list.filter(({ key }) => key !== photo.key));
    if (photo.thumbnail) URL.revokeObjectURL(photo.thumbnail);
    setRefusals([]);
  };

  const statusText = (photo: Photo) =>
    photo.status === 'waiting'
      ? fillPlaceholders(texts.tooFast, { seconds: String(photo.retryAfter) })
      : photo.status === 'failed'
        ? texts.failed
        : { preparing: texts.preparing, uploading: texts.uploading, uploaded: texts.uploaded }[photo.status];

  const refusalText = (refusal: Refusal) =>
    refusal.reason === 'tooMany'
      ? fillPlaceholders(texts.tooMany, { files: refusal.names.join(', ') })
      : withName(texts[refusal.reason], refusal.name);

  return (
    <div className={styles.photos}>
      <label className={styles.add}>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          className={styles.input}
          onClick={() => void loadPreparing()}
          onChange={onFiles}
        />
        {texts.add}
      </label>
      <p className={styles.hint}>
        {texts.hint} {texts.privacy}
      </p>
      {photos.length > 0 && (
        <ul className={styles.list}>
          {photos.map((photo) => {
            const asked = asking > 0 && photo.status === 'failed';
            const askId = `${idPrefix}-${photo.key}-ask`;
            const first = (button: HTMLButtonElement | null) => {
              if (button) firstButtons.current.set(photo.key, button);
            };
            return (
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
                  <span className={photo.status === 'failed' || photo.status === 'waiting' ? styles.failed : undefined}>
                    {statusText(photo)}
                  </span>
                  {asked && (
                    <p id={askId} className={styles.ask}>
                      {texts.failedAsk}
                    </p>
                  )}
                </div>
                <div className={styles.buttons}>
                  {photo.status === 'failed' && photo.prepared && (
                    <button
                      ref={first}
                      type="button"
                      aria-label={withName(texts.retryLabel, photo.name)}
                      aria-describedby={asked ? askId : undefined}
                      onClick={() => void upload(photo.key, photo.prepared as Blob)}
                    >
                      {texts.retry}
                    </button>
                  )}
                  <button
                    ref={(button) => {
                      if (button) removeButtons.current.set(photo.key, button);
                      if (!photo.prepared) first(button);
                    }}
                    type="button"
                    aria-label={withName(texts.removeLabel, photo.name)}
                    onClick={() => remove(photo)}
                  >
                    {texts.remove}
                  </button>
                  {asked && (
                    <button type="button" aria-describedby={askId} onClick={onSendWithout}>
                      {texts.sendWithout}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.refusals} role="alert">
        {refusals.map((refusal) => (
          <p
            key={refusal.reason === 'tooMany' ? refusal.reason : `${refusal.reason}-${refusal.name}`}
            className={styles.refusal}
          >
            {refusalText(refusal)}
          </p>
        ))}
      </div>
    </div>
  );
}
