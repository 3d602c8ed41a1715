import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { PublicStyle, StyleCardList } from '@shop/contracts';
import { Public } from '../../auth/access.decorators';
import { IdParamPipe } from '../../common/id-param.pipe';
import { ProductQueryDto } from '../catalog.dto';
import { PublicStylesService } from './public-styles.service';

/** The storefront's styles: one card per style on sale (docs/product/catalogue.md#routes). */
@ApiTags('catalog')
@Controller('styles')
export class PublicStylesController {
  constructor(private readonly styles: PublicStylesService) {}

  @Public()
  @Get()
  @ApiOkResponse({
    description: 'A page of style cards: styles, total, pages, current_page, per_page',
  })
  @ApiBadRequestResponse({ description: '{ error } for a bad filter, page or sort' })
  list(@Query() query: ProductQueryDto): Promise<StyleCardList> {
    return this.styles.list(query);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ description: '{ style }: the card, its description and its variants on sale' })
  @ApiNotFoundResponse({ description: '{ error: "Style not found" }, archived styles included' })
  async get(@Param('id', IdParamPipe) id: number): Promise<{ style: PublicStyle }> {
    return { style: await this.styles.get(id) };
  }
}
