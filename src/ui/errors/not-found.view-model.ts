import { inject, injectable } from 'inversify';
import { type Navigator } from '../../application/navigation/navigator.port';
import { TOKENS } from '../../application/tokens';

/** /404: back to the dashboard. */
@injectable()
export class NotFoundViewModel {
  constructor(@inject(TOKENS.Navigator) private readonly navigator: Navigator) {}

  goHome(): void {
    this.navigator.navigate('/');
  }
}
