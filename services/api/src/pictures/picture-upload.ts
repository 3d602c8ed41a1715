import multipart from '@fastify/multipart';
import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PICTURE_MAX_BYTES } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/** The one route that takes a multipart body (pictures.controller.ts). */
export const PICTURE_UPLOAD_ROUTE = '/api/catalogue/pictures';
/** Room for the multipart boundaries and part headers around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const TOO_LARGE = `The picture is larger than ${PICTURE_MAX_BYTES / (1024 * 1024)} MB`;
const SEND_AS_FILE = 'Send the picture as multipart/form-data, in the field "file"';

/**
 * Fastify's multipart parser, for the upload route alone: any other route still answers a
 * multipart body with 415, as it does every body that is not JSON.
 */
export async function acceptPictureUploads(app: NestFastifyApplication): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart() && request.routeOptions.url !== PICTURE_UPLOAD_ROUTE)
      return done(new UnsupportedMediaTypeException('Unsupported Media Type: multipart/form-data'));
    done();
  });
}

/**
 * The uploaded file's bytes, read as they arrive and never past PICTURE_MAX_BYTES: a body that
 * says it is larger is refused before it is read, and one that grows larger while it streams is
 * refused at the limit (413), its rest discarded unread.
 */
export async function readUploadedPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeException(SEND_AS_FILE);
  const declared = Number(request.headers['content-length']);
  if (declared > PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw new PayloadTooLargeException(TOO_LARGE);
  const file = await request.file();
  if (!file || file.fieldname !== 'file') throw new BadRequestException(SEND_AS_FILE);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new PayloadTooLargeException(TOO_LARGE);
    throw error;
  }
  // toBuffer may end on the last chunk before the limit is noticed: busboy's own flag decides.
  if (file.file.truncated) throw new PayloadTooLargeException(TOO_LARGE);
  return bytes;
}
