/**
 * Seconds to wait before sending again after a 429 without a readable
 * `Retry-After`: the Worker counts uploads per address per minute
 * (docs/decisions.md, "A refused upload waits and tries again").
 */
export const defaultRetryAfterSeconds = 60;

/**
 * Seconds a `Retry-After` header's value asks to wait (RFC 9110 §10.2.3:
 * a number of seconds or an HTTP date), at least 1;
 * `defaultRetryAfterSeconds` when it is missing or unreadable.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? '';
  const date = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((date - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : defaultRetryAfterSeconds;
}

/**
 * The Worker refused the photo or could not be reached (`status` 0); with
 * `status` 429 (too many uploads), `retryAfter` is the seconds to wait.
 */
export class UploadFailed extends Error {
  constructor(
    readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(`Photo upload failed: status ${status}`);
  }
}

/**
 * Sends `photo` to the photo Worker at `endpoint` (its `/photos`) and
 * resolves with the signed link it answers. `onProgress` gets the share
 * sent, 0 to 1 (an `XMLHttpRequest`: `fetch` reports no upload progress).
 * Rejects with `UploadFailed`.
 */
export function uploadPhoto(endpoint: string, photo: Blob, onProgress: (sent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.setRequestHeader('Content-Type', photo.type);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const link = (request.response as { url?: unknown } | null)?.url;
      if (request.status === 201 && typeof link === 'string') resolve(link);
      else if (request.status === 429)
        reject(new UploadFailed(429, retryAfterSeconds(request.getResponseHeader('Retry-After'))));
      else reject(new UploadFailed(request.status));
    };
    request.onerror = () => reject(new UploadFailed(0));
    request.send(photo);
  });
}
