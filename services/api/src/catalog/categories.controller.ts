import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Category, CategoryList } from '@shop/contracts';
import { Public, RequirePermission } from '../auth/access.decorators';
import { IdParamPipe } from '../common/id-param.pipe';
import { CategoryWriteDto } from './catalog.dto';
import { CategoriesService } from './categories.service';
import { ChangesCatalogue } from './product-list.cache';

@ApiTags('catalog')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'Every category, sorted by name' })
  list(): Promise<CategoryList> {
    return this.categories.list();
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ description: '{ category }' })
  @ApiNotFoundResponse({ description: '{ error: "Category not found" }' })
  async get(@Param('id', IdParamPipe) id: number): Promise<{ category: Category }> {
    return { category: await this.categories.get(id) };
  }

  @RequirePermission('edit_catalogue')
  @ChangesCatalogue()
  @Post()
  @ApiCreatedResponse({ description: '{ category }; the name is stored lower-case' })
  @ApiConflictResponse({ description: '{ error: "Category already exists" }' })
  async create(@Body() body: CategoryWriteDto): Promise<{ category: Category }> {
    return { category: await this.categories.create(body) };
  }

  @RequirePermission('edit_catalogue')
  @ChangesCatalogue()
  @Put(':id')
  @ApiOkResponse({ description: '{ category }' })
  @ApiConflictResponse({ description: '{ error: "Category already exists" }' })
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: CategoryWriteDto,
  ): Promise<{ category: Category }> {
    return { category: await this.categories.update(id, body) };
  }

  @RequirePermission('edit_catalogue')
  @ChangesCatalogue()
  @Delete(':id')
  @ApiOkResponse({ description: '{ message }' })
  @ApiConflictResponse({ description: '{ error: "Category still has products" }' })
  remove(@Param('id', IdParamPipe) id: number): Promise<{ message: string }> {
    return this.categories.remove(id);
  }
}
