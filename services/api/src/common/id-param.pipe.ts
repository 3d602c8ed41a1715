import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** Route ids are positive integers; anything else is the client's mistake (400), never a 500. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1)
      throw new BadRequestException('id must be a positive integer');
    return id;
  }
}
