import { Portrait } from '@/components/ui/portrait';

export type TeamMember = { name: string; role: string; description: string };

/** The team: one card per member, the photo (or initials) above name and role (beside them, a phone's card leaves the text too narrow). */
export function TeamGrid({
  members,
  portraits,
}: {
  members: readonly TeamMember[];
  portraits: readonly (string | null)[];
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member, i) => (
        <li
          key={member.name}
          data-testid="team-member"
          className="flex flex-col gap-4 rounded-2xl border border-border bg-background p-6 shadow-sm"
        >
          <Portrait name={member.name} slug={portraits[i] ?? null} size={96} />
          <div>
            <h3 className="text-lg font-semibold text-foreground">{member.name}</h3>
            <p className="text-sm font-medium text-primary">{member.role}</p>
            <p className="mt-3 text-sm text-muted">{member.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
