import { Module } from '@nestjs/common';
import { DomainEvents } from './domain-events';

/** One `DomainEvents` per app, shared by the modules that import this one. */
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class EventsModule {}
