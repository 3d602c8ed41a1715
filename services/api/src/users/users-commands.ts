import type { EntityManager } from '@mikro-orm/core';
import type { User } from './user.entity';
import { USAGE, type UsersCommand } from './users-cli-args';
import { UsersService } from './users.service';

const describeUser = (user: User) =>
  `${user.username} <${user.email}> ${user.role}${user.isActive ? '' : ' (deactivated)'}`;

/** Runs one owner command on the database; returns the lines to print. */
export async function runUsersCommand(command: UsersCommand, em: EntityManager): Promise<string[]> {
  const users = new UsersService(em.fork());
  switch (command.name) {
    case 'create': {
      const user = await users.create(command.account);
      return [`Created ${describeUser(user)} (id ${user.id})`];
    }
    case 'activate':
    case 'deactivate': {
      const user = await users.setActive(command.username, command.name === 'activate');
      return [`${command.name === 'activate' ? 'Activated' : 'Deactivated'} ${describeUser(user)}`];
    }
    case 'list': {
      const all = await users.list();
      return all.map((user) => `${String(user.id).padStart(5)}  ${describeUser(user)}`);
    }
    case 'help':
      return [USAGE];
  }
}
