/** Who did something: the full name, else the username. */
export function personName(person: { username: string; first_name: string; last_name: string }) {
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || person.username;
}
