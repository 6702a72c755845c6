import * as migration_20261122_053404_initial from './20261122_053404_initial';

export const migrations = [
  {
    up: migration_20261122_053404_initial.up,
    down: migration_20261122_053404_initial.down,
    name: '20261122_053404_initial'
  },
];
