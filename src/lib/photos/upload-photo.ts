/** The Worker refused the photo or could not be reached (`status` 0). */
export class UploadFailed extends Error {
  constructor(readonly status: number) {
    super(`Photo upload failed: status ${status}`);
  }
}

/**
 * Sends `photo` to the photo Worker at `endpoint` (`PUBLIC_PHOTO_UPLOAD_URL`)
 * and resolves with the signed link it answers. `onProgress` gets the share
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
      else reject(new UploadFailed(request.status));
    };
    request.onerror = () => reject(new UploadFailed(0));
    request.send(photo);
  });
}
