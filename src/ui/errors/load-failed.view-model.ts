import { inject, injectable } from 'inversify';
import { type Navigator } from '../../application/navigation/navigator.port';
import { TOKENS } from '../../application/tokens';

/** /400: the one thing to do is go back a step and try again. */
@injectable()
export class LoadFailedViewModel {
  constructor(@inject(TOKENS.Navigator) private readonly navigator: Navigator) {}

  goBack(): void {
    this.navigator.back();
  }
}
