import { Module, type DynamicModule } from '@nestjs/common';
import { PICTURE_SETTINGS, type PictureSettings } from './picture-settings';
import { PictureStore } from './picture-store';
import { PicturesController } from './pictures.controller';

/**
 * Uploaded pictures (docs/product/catalogue.md#pictures). Global, so the catalogue and the seed
 * inject `PictureStore` without importing this module; createApp serves the files
 * (media-files.ts).
 */
@Module({})
export class PicturesModule {
  static forRoot(settings: PictureSettings): DynamicModule {
    return {
      module: PicturesModule,
      global: true,
      controllers: [PicturesController],
      providers: [{ provide: PICTURE_SETTINGS, useValue: settings }, PictureStore],
      exports: [PictureStore],
    };
  }
}
