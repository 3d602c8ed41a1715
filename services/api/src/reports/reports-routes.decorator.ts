import { applyDecorators, Controller } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Roles } from '../auth/access.decorators';
import { ErrorBodyDto } from '../common/error-body.dto';

/**
 * A controller under `/reports` (docs/product/api.md#reports-and-dashboard): staff and admin only,
 * visitors 401, customers 403. The dashboard and the three reports share it.
 */
export const ReportsRoutes = () =>
  applyDecorators(
    ApiTags('reports'),
    ApiBearerAuth(),
    Roles('staff'),
    ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' }),
    ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Below staff' }),
    Controller('reports'),
  );
