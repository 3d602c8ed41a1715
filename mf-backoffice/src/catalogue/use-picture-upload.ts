import { useState } from 'react';
import { PICTURE_TYPES, type UploadedPicture } from '@shop/contracts';
import { apiErrorMessage } from '@shop/shop-state';
import { useUploadPictureMutation } from './catalogue.api';

/** What a refusal means when the server's answer carries no words of its own. */
const FALLBACKS: Record<number, string> = {
  413: 'The picture is larger than 10 MB.',
  415: 'Only JPEG, PNG or WebP pictures can be uploaded.',
  422: 'The picture could not be read as an image.',
};

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : null;

export interface UploadFailure {
  file: string;
  message: string;
}

/**
 * Uploads files one by one (docs/product/catalogue.md#pictures): the server checks the content,
 * size and pixels and answers the stored picture, or a refusal shown with the file's name.
 * Files the input or the drop lets through whatever their type are sent too: the server, not the
 * name, decides what an image is.
 */
export function usePictureUpload(onUploaded: (picture: UploadedPicture) => void) {
  const [upload] = useUploadPictureMutation();
  const [uploading, setUploading] = useState<string[]>([]);
  const [failures, setFailures] = useState<UploadFailure[]>([]);

  async function uploadFiles(files: readonly File[]) {
    setFailures([]);
    for (const file of files) {
      setUploading((names) => [...names, file.name]);
      try {
        onUploaded(await upload(file).unwrap());
      } catch (error) {
        const status = statusOf(error);
        const fallback =
          (typeof status === 'number' && FALLBACKS[status]) ||
          'The upload failed. Please try again.';
        setFailures((list) => [
          ...list,
          { file: file.name, message: apiErrorMessage(error, fallback) },
        ]);
      } finally {
        setUploading((names) => names.filter((name) => name !== file.name));
      }
    }
  }

  return { uploadFiles, uploading, failures, accept: PICTURE_TYPES.join(',') };
}
