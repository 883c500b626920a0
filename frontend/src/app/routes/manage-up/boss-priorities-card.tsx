/**
 * The boss's priorities (docs/product.md#manage-up-page, #entities 'Boss': up to 10), numbered;
 * with none, a short hint to add them with Edit. The card keeps its own height beside taller
 * sections.
 */
import type { Boss } from '@shared/contract/schemas/boss';
import { SectionCard } from '@/components/section-card';

export function BossPrioritiesCard({ boss }: { boss: Boss }) {
  return (
    <SectionCard id="manage-up-priorities" title={`${boss.firstName}'s priorities`}>
      {boss.priorities.length ? (
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
          {boss.priorities.map((priority) => (
            <li key={priority}>{priority}</li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">
          No priorities yet. Use Edit to add what matters to them.
        </p>
      )}
    </SectionCard>
  );
}
