import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Product, ProductList } from '@shop/contracts';
import { Public } from '../auth/access.decorators';
import { IdParamPipe } from '../common/id-param.pipe';
import { ProductQueryDto } from './product-query.dto';
import { ProductsService } from './products.service';

@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Public()
  @Get()
  @ApiOkResponse({
    description: 'A page of visible products: products, total, pages, current_page, per_page',
  })
  list(@Query() query: ProductQueryDto): Promise<ProductList> {
    return this.products.listPublic(query);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ description: '{ product }' })
  @ApiNotFoundResponse({ description: '{ error: "Product not found" }' })
  async get(@Param('id', IdParamPipe) id: number): Promise<{ product: Product }> {
    return { product: await this.products.getPublic(id) };
  }
}
