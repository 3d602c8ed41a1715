import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { SupplierDeleteResult, SupplierList, SupplierResponse } from '@shop/contracts';
import { RequirePermission, Roles } from '../auth/access.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';
import { IdParamPipe } from '../common/id-param.pipe';
import {
  SupplierCreateDto,
  SupplierDeleteResultDto,
  SupplierListDto,
  SupplierQueryDto,
  SupplierResponseDto,
  SupplierUpdateDto,
} from './suppliers.dto';
import { SuppliersService } from './suppliers.service';

const NOT_FOUND = { type: ErrorBodyDto, description: '"Supplier not found"' };
const NAME_TAKEN = {
  type: ErrorBodyDto,
  description: '"A supplier with this name already exists"',
};

/**
 * Staff and admin only: visitors 401, customers 403. Writes need `receive_stock`: suppliers are
 * whom goods are received from, and whoever takes a delivery records a new one
 * (docs/product/roles-and-rules.md#permissions).
 */
@ApiTags('suppliers')
@ApiBearerAuth()
@Roles('staff')
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Below staff' })
@Controller('suppliers')
export class SuppliersController {
  constructor(private readonly suppliers: SuppliersService) {}

  @Get()
  @ApiOkResponse({ type: SupplierListDto, description: 'Every supplier, newest first' })
  list(@Query() query: SupplierQueryDto): Promise<SupplierList> {
    return this.suppliers.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: SupplierResponseDto })
  @ApiNotFoundResponse(NOT_FOUND)
  async get(@Param('id', IdParamPipe) id: number): Promise<SupplierResponse> {
    return { supplier: await this.suppliers.get(id) };
  }

  @Post()
  @RequirePermission('receive_stock')
  @ApiCreatedResponse({ type: SupplierResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The first failing field rule' })
  @ApiConflictResponse(NAME_TAKEN)
  async create(@Body() body: SupplierCreateDto): Promise<SupplierResponse> {
    return { supplier: await this.suppliers.create(body) };
  }

  @Put(':id')
  @RequirePermission('receive_stock')
  @ApiOkResponse({ type: SupplierResponseDto, description: 'Only the fields sent change' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The first failing field rule' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(NAME_TAKEN)
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: SupplierUpdateDto,
  ): Promise<SupplierResponse> {
    return { supplier: await this.suppliers.update(id, body) };
  }

  @Delete(':id')
  @RequirePermission('receive_stock')
  @ApiOkResponse({
    type: SupplierDeleteResultDto,
    description: 'Deleted, or made inactive when products name it as their supplier',
  })
  @ApiNotFoundResponse(NOT_FOUND)
  remove(@Param('id', IdParamPipe) id: number): Promise<SupplierDeleteResult> {
    return this.suppliers.remove(id);
  }
}
