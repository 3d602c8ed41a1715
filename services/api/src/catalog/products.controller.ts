import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Product, ProductDetail, ProductList } from '@shop/contracts';
import { OptionalAuth, RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { IdParamPipe } from '../common/id-param.pipe';
import { SignedInUser } from '../users/signed-in-user';
import type { ProductView } from './catalog.mapper';
import {
  ProductCreateDto,
  ProductQueryDto,
  ProductSearchQueryDto,
  ProductUpdateDto,
} from './catalog.dto';
import { ProductAdminService } from './product-admin.service';
import { ProductsService } from './products.service';
import { ChangesCatalogue } from './product-list.cache';
import { Viewer } from './viewer.decorator';

/** Reads are open to all (staff tokens add cost_price); writes need staff. */
@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly admin: ProductAdminService,
  ) {}

  @OptionalAuth()
  @Get()
  @ApiOkResponse({
    description:
      'A page of visible products: products, total, pages, current_page, per_page; ordered by sort (newest, price_asc, price_desc, name)',
  })
  @ApiBadRequestResponse({ description: '{ error } for a bad filter, page or sort' })
  list(@Query() query: ProductQueryDto, @Viewer() view: ProductView): Promise<ProductList> {
    return this.products.list(query, view);
  }

  // Declared before ':id' so "search" is never read as an id.
  @OptionalAuth()
  @Get('search')
  @ApiOkResponse({ description: '{ products }: at most 20 visible matches, newest first' })
  @ApiBadRequestResponse({ description: '{ error } when q is missing or blank' })
  search(
    @Query() { q }: ProductSearchQueryDto,
    @Viewer() view: ProductView,
  ): Promise<{ products: Product[] }> {
    return this.products.search(q, view);
  }

  @OptionalAuth()
  @Get(':id')
  @ApiOkResponse({
    description: '{ product } with variants: [{ id, size, color, in_stock }] of its style',
  })
  @ApiNotFoundResponse({ description: '{ error: "Product not found" }' })
  async get(
    @Param('id', IdParamPipe) id: number,
    @Viewer() view: ProductView,
  ): Promise<{ product: ProductDetail }> {
    return { product: await this.products.get(id, view) };
  }

  @RequirePermission('edit_catalogue')
  @ChangesCatalogue()
  @Post()
  @ApiCreatedResponse({ description: '{ product } with its opening stock' })
  @ApiConflictResponse({ description: '{ error: "SKU already exists" }' })
  async create(@Body() body: ProductCreateDto): Promise<{ product: Product }> {
    return { product: await this.admin.create(body) };
  }

  @RequirePermission('edit_catalogue')
  @ChangesCatalogue()
  @Put(':id')
  @ApiOkResponse({ description: '{ product }; only the fields sent change' })
  @ApiConflictResponse({ description: '{ error: "SKU already exists" }' })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ProductUpdateDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<{ product: Product }> {
    return { product: await this.admin.update(id, body, user) };
  }

  @RequirePermission('edit_catalogue')
  @ChangesCatalogue()
  @Delete(':id')
  @ApiOkResponse({ description: '{ message }: deleted, or hidden when it was ever sold' })
  remove(@Param('id', IdParamPipe) id: number): Promise<{ message: string }> {
    return this.admin.remove(id);
  }
}
