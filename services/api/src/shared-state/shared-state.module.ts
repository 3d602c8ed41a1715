import { Global, Module, type DynamicModule } from '@nestjs/common';
import { SharedState } from './shared-state';

/** Global, so any module can inject `SharedState` (docs/architecture.md#where-state-lives). */
@Global()
@Module({})
export class SharedStateModule {
  static forRoot(redisUrl: string | undefined): DynamicModule {
    return {
      module: SharedStateModule,
      providers: [{ provide: SharedState, useFactory: () => new SharedState(redisUrl) }],
      exports: [SharedState],
    };
  }
}
