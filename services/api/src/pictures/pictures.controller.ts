import { Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { UploadedPicture } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { RequirePermission } from '../auth/access.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { PictureStore } from './picture-store';
import { readUploadedPicture } from './picture-upload';

/**
 * Staff holding `edit_catalogue` and admin: visitors 401, customers 403
 * (docs/product/catalogue.md#pictures, docs/product/roles-and-rules.md#permissions).
 */
@ApiTags('catalogue')
@ApiBearerAuth()
@RequirePermission('edit_catalogue')
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Below staff' })
@Controller('catalogue/pictures')
export class PicturesController {
  constructor(private readonly pictures: PictureStore) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({
    description:
      'The stored picture, keyed by its content; the same file again answers the same key. ' +
      "Not yet on a style: name its key in a style's pictures.",
  })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBodyDto, description: 'Not a JPEG, PNG or WebP' })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'Over 10 MB' })
  @ApiUnprocessableEntityResponse({
    type: ErrorBodyDto,
    description: 'Over 40 million pixels, or unreadable',
  })
  async upload(@Req() request: FastifyRequest): Promise<UploadedPicture> {
    return this.pictures.store(await readUploadedPicture(request));
  }
}
