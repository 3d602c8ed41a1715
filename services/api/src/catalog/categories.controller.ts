import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CategoryList } from '@shop/contracts';
import { Public } from '../auth/access.decorators';
import { CategoriesService } from './categories.service';

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
}
