import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ReleaseChangeResponse, ReleasesOverview } from '@shop/contracts';
import { Roles } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { SignedInUser } from '../users/signed-in-user';
import { ReleaseChangesService } from './release-changes.service';
import { ReleasePromoteDto, ReleaseRollbackDto } from './releases.dto';
import { ReleasesService } from './releases.service';

const CHANGED = { description: '{ message, remote }: the remote as it is now' };
const NOT_FOUND = { type: ErrorBodyDto, description: '"Remote not found"' };
const BAD_VERSION = { type: ErrorBodyDto, description: 'The version is not stored' };
const REFUSED = {
  type: ErrorBodyDto,
  description:
    'Already live, nothing to roll back to, the release contract refused it, or releases are' +
    ' managed by the release commands on this deployment',
};

/**
 * The Releases screen (docs/product/api.md#releases): each remote's versions and their errors,
 * and a rollback or promote that runs the release commands. Admins only; each change is audited.
 */
@ApiTags('releases')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No or a bad token' })
@ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Not an admin' })
@Controller('releases')
export class ReleasesController {
  constructor(
    private readonly releases: ReleasesService,
    private readonly changes: ReleaseChangesService,
  ) {}

  @Get()
  @Roles('admin')
  @ApiOkResponse({ description: '{ managed_here, remotes }' })
  overview(): Promise<ReleasesOverview> {
    return this.releases.overview();
  }

  @Post(':remote/rollback')
  @Roles('admin')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse(CHANGED)
  @ApiBadRequestResponse(BAD_VERSION)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(REFUSED)
  rollback(
    @CurrentUser() user: SignedInUser,
    @Param('remote') remote: string,
    @Body() body: ReleaseRollbackDto,
  ): Promise<ReleaseChangeResponse> {
    return this.changes.rollback(user, remote, body.version);
  }

  @Post(':remote/promote')
  @Roles('admin')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse(CHANGED)
  @ApiBadRequestResponse(BAD_VERSION)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(REFUSED)
  promote(
    @CurrentUser() user: SignedInUser,
    @Param('remote') remote: string,
    @Body() body: ReleasePromoteDto,
  ): Promise<ReleaseChangeResponse> {
    return this.changes.promote(user, remote, body.version);
  }
}
