import { Module } from '@nestjs/common';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { ProductAdminService } from './product-admin.service';
import { ProductListCache } from './product-list.cache';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { CatalogueStylesController } from './styles/catalogue-styles.controller';
import {
  CatalogueVariantsController,
  TillLookupController,
} from './styles/catalogue-variants.controller';
import { PublicStylesController } from './styles/public-styles.controller';
import { PublicStylesService } from './styles/public-styles.service';
import { StaffStylesService } from './styles/staff-styles.service';
import { StyleAdminService } from './styles/style-admin.service';
import { VariantAdminService } from './styles/variant-admin.service';

@Module({
  controllers: [
    CategoriesController,
    ProductsController,
    PublicStylesController,
    CatalogueStylesController,
    CatalogueVariantsController,
    TillLookupController,
  ],
  providers: [
    CategoriesService,
    ProductsService,
    ProductAdminService,
    ProductListCache,
    PublicStylesService,
    StaffStylesService,
    StyleAdminService,
    VariantAdminService,
  ],
  // The card hold sweeper changes stock outside a request (payments/card-hold-sweeper.ts).
  exports: [ProductListCache],
})
export class CatalogModule {}
