import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/**
 * Route ids are positive integers, written one way: `01` or `+1` is not another name for 1.
 * Anything else is the client's mistake (400), never a 500.
 */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,8}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1)
      throw new BadRequestException('id must be a positive integer');
    return id;
  }
}
