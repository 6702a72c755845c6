import * as migration_20261122_055534_initial from './20261122_055534_initial';
import * as migration_20261122_074842_redirects from './20261122_074842_redirects';

export const migrations = [
  {
    up: migration_20261122_055534_initial.up,
    down: migration_20261122_055534_initial.down,
    name: '20261122_055534_initial',
  },
  {
    up: migration_20261122_074842_redirects.up,
    down: migration_20261122_074842_redirects.down,
    name: '20261122_074842_redirects',
  },
];
