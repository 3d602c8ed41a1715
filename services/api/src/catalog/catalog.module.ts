import { Module } from '@nestjs/common';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { ProductAdminService } from './product-admin.service';
import { ProductListCache } from './product-list.cache';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  controllers: [CategoriesController, ProductsController],
  providers: [CategoriesService, ProductsService, ProductAdminService, ProductListCache],
})
export class CatalogModule {}
