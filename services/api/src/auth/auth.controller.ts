import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  OWN_PIN_SAVED,
  type AuthResponse,
  type ChangePasswordResponse,
  type MessageResponse,
  type ProfileResponse,
} from '@shop/contracts';
import { SignedInUser } from '../users/signed-in-user';
import { toUserProfile } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { RolePermissionsService } from '../permissions/role-permissions.service';
import { Public, Roles, TakesTemporaryPassword } from './access.decorators';
import { ChangePasswordDto, LoginDto, OwnPinDto, ProfileUpdateDto, RegisterDto } from './auth.dto';
import { AuthService } from './auth.service';
import { OwnPinService } from './own-pin.service';
import { ClientAddress } from './client-address';
import { CurrentUser } from './current-user.decorator';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly roles: RolePermissionsService,
    private readonly ownPin: OwnPinService,
  ) {}

  @Public()
  @Post('register')
  @ApiCreatedResponse({ description: '{ access_token, user }; always a customer' })
  @ApiBadRequestResponse({ description: '{ error } with the first validation message' })
  @ApiConflictResponse({ description: 'Username already exists / Email already exists' })
  @ApiTooManyRequestsResponse({
    description: 'Too many sign-ups from this address; see Retry-After',
  })
  register(@Body() body: RegisterDto, @ClientAddress() ip: string): Promise<AuthResponse> {
    return this.auth.register(body, ip);
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '{ access_token, user }; username may be the email' })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts; see Retry-After' })
  login(@Body() body: LoginDto, @ClientAddress() ip: string): Promise<AuthResponse> {
    return this.auth.login(body, ip);
  }

  @Get('profile')
  @TakesTemporaryPassword()
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ user }, with the permissions of their role' })
  async profile(@CurrentUser() user: SignedInUser): Promise<ProfileResponse> {
    return { user: toUserProfile(user.entity(), await this.roles.accessOf(user.role)) };
  }

  @Put('profile')
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ user }' })
  @ApiConflictResponse({ description: 'Email already exists' })
  async updateProfile(
    @CurrentUser() user: SignedInUser,
    @Body() body: ProfileUpdateDto,
  ): Promise<ProfileResponse> {
    const updated = await this.users.updateProfile(user.entity(), body);
    return { user: toUserProfile(updated, await this.roles.accessOf(user.role)) };
  }

  @Put('pin')
  @Roles('staff')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({
    description: '{ message: "PIN saved" }: their own PIN that approves on the spot; audited',
  })
  @ApiBadRequestResponse({
    description: 'Current password is incorrect, or "The PIN must be 4 to 8 digits"',
  })
  async setPin(
    @CurrentUser() user: SignedInUser,
    @Body() body: OwnPinDto,
  ): Promise<MessageResponse> {
    await this.ownPin.set(user.entity(), body.current_password, body.pin);
    return { message: OWN_PIN_SAVED };
  }

  @Put('change-password')
  @TakesTemporaryPassword()
  @ApiBearerAuth()
  @ApiOkResponse({
    description:
      '{ message: "Password changed successfully", access_token }: every older token is refused from now on',
  })
  @ApiBadRequestResponse({ description: 'Current password is incorrect, or a validation message' })
  changePassword(
    @CurrentUser() user: SignedInUser,
    @Body() body: ChangePasswordDto,
  ): Promise<ChangePasswordResponse> {
    return this.auth.changePassword(user, body.current_password, body.new_password);
  }

  @Post('logout')
  @TakesTemporaryPassword()
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{ message: "Signed out" }: this token is refused from now on' })
  @ApiUnauthorizedResponse({ description: 'No token, or one already refused' })
  async logout(@CurrentUser() user: SignedInUser): Promise<MessageResponse> {
    await this.auth.logout(user);
    return { message: 'Signed out' };
  }
}
