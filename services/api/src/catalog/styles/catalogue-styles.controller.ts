import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { StaffStyle, StyleSummaryList } from '@shop/contracts';
import { RequirePermission } from '../../auth/access.decorators';
import { CurrentUser } from '../../auth/current-user.decorator';
import { IdParamPipe } from '../../common/id-param.pipe';
import type { SignedInUser } from '../../users/signed-in-user';
import { ChangesCatalogue } from '../product-list.cache';
import { StaffStylesService } from './staff-styles.service';
import { StyleAdminService } from './style-admin.service';
import { StyleAdminQueryDto, StyleCreateDto, StyleUpdateDto, VariantAddDto } from './styles.dto';

/**
 * The back office's styles (docs/product/catalogue.md#routes); every write clears the lists. The
 * editor shows and sets cost prices, so its reads need `edit_catalogue` too
 * (docs/product/roles-and-rules.md#permissions).
 */
@ApiTags('catalogue')
@RequirePermission('edit_catalogue')
@Controller('catalogue/styles')
export class CatalogueStylesController {
  constructor(
    private readonly styles: StaffStylesService,
    private readonly admin: StyleAdminService,
  ) {}

  @Get()
  @ApiOkResponse({
    description: 'A page of style rows: styles, total, pages, current_page, per_page',
  })
  list(@Query() query: StyleAdminQueryDto): Promise<StyleSummaryList> {
    return this.styles.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ description: '{ style }: every variant with costs, and the price history' })
  @ApiNotFoundResponse({ description: '{ error: "Style not found" }' })
  async get(@Param('id', IdParamPipe) id: number): Promise<{ style: StaffStyle }> {
    return { style: await this.styles.get(id) };
  }

  @ChangesCatalogue()
  @Post()
  @ApiCreatedResponse({ description: '{ style } with its variant matrix, no stock' })
  @ApiConflictResponse({ description: '{ error } naming the SKU or style code already in use' })
  async create(@Body() body: StyleCreateDto): Promise<{ style: StaffStyle }> {
    return { style: await this.admin.create(body) };
  }

  @ChangesCatalogue()
  @Patch(':id')
  @ApiOkResponse({ description: '{ style }; the fields sent change, pictures are replaced' })
  @ApiBadRequestResponse({ description: '{ error } for a bad field' })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: StyleUpdateDto,
  ): Promise<{ style: StaffStyle }> {
    return { style: await this.admin.update(id, body) };
  }

  @ChangesCatalogue()
  @Post(':id/variants')
  @ApiCreatedResponse({
    description: '{ style } with a variant for every new size and colour pair',
  })
  @ApiConflictResponse({ description: '{ error } naming a SKU already in use' })
  async addVariants(
    @Param('id', IdParamPipe) id: number,
    @Body() body: VariantAddDto,
  ): Promise<{ style: StaffStyle }> {
    return { style: await this.admin.addSizesOrColors(id, body) };
  }

  @ChangesCatalogue()
  @Post(':id/archive')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ style }, off the storefront and the till' })
  async archive(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: SignedInUser,
  ): Promise<{ style: StaffStyle }> {
    return { style: await this.admin.setActive(id, false, user) };
  }

  @ChangesCatalogue()
  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ style }, back on sale with its variants not archived' })
  async restore(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: SignedInUser,
  ): Promise<{ style: StaffStyle }> {
    return { style: await this.admin.setActive(id, true, user) };
  }
}
