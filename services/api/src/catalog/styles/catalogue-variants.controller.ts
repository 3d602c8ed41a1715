import { Body, Controller, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { StaffStyle, TillLookup } from '@shop/contracts';
import { RequirePermission } from '../../auth/access.decorators';
import { CurrentUser } from '../../auth/current-user.decorator';
import { IdParamPipe } from '../../common/id-param.pipe';
import { SignedInUser } from '../../users/signed-in-user';
import { ChangesCatalogue } from '../product-list.cache';
import { TillLookupQueryDto, VariantBulkUpdateDto, VariantUpdateDto } from './styles.dto';
import { VariantAdminService } from './variant-admin.service';

/** Staff edits of variants (docs/product/catalogue.md#routes); price changes are recorded. */
@ApiTags('catalogue')
@RequirePermission('edit_catalogue')
@Controller('catalogue/variants')
export class CatalogueVariantsController {
  constructor(private readonly variants: VariantAdminService) {}

  @ChangesCatalogue()
  @Patch()
  @ApiOkResponse({ description: '{ updated }: the number of variants changed' })
  @ApiNotFoundResponse({ description: '{ error } naming ids that are no variant' })
  updateMany(
    @Body() body: VariantBulkUpdateDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<{ updated: number }> {
    return this.variants.updateMany(body, user);
  }

  @ChangesCatalogue()
  @Patch(':id')
  @ApiOkResponse({ description: "{ style }: the variant's style as the editor shows it" })
  @ApiBadRequestResponse({ description: '{ error } e.g. the barcode check digit' })
  @ApiConflictResponse({ description: '{ error } for a SKU or barcode already in use' })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: VariantUpdateDto,
    @CurrentUser() user: SignedInUser,
  ): Promise<{ style: StaffStyle }> {
    return { style: await this.variants.update(id, body, user) };
  }

  @ChangesCatalogue()
  @Delete(':id')
  @ApiOkResponse({ description: '{ message }' })
  @ApiConflictResponse({ description: '{ error }: it has history, archive it instead' })
  remove(@Param('id', IdParamPipe) id: number): Promise<{ message: string }> {
    return this.variants.remove(id);
  }
}

/** The till's scan of a barcode or SKU. */
@ApiTags('catalogue')
@RequirePermission('sell')
@Controller('pos')
export class TillLookupController {
  constructor(private readonly variants: VariantAdminService) {}

  @Get('lookup')
  @ApiOkResponse({ description: '{ style, variant }: the variant on sale with exactly this code' })
  @ApiNotFoundResponse({ description: '{ error: "No variant on sale has this barcode or SKU" }' })
  lookup(@Query() { code }: TillLookupQueryDto): Promise<TillLookup> {
    return this.variants.lookup(code);
  }
}
