/**
 * The one layout of the two person-week pages, `/dr/{id}` and `/manage-up`
 * (docs/product.md#direct-report-page, #manage-up-page): the person's avatar and heading with
 * actions, this week's sections in the page's order, and a side column. The pages differ only in
 * data: titles, sections and order.
 */
import { Fragment, type ReactNode } from 'react';
import type { Meeting, MeetingNoteFlags } from '@shared/contract/schemas/meeting';
import { PageHeader } from '@/components/page-header';
import { PersonAvatar, type AvatarPerson } from '@/components/person-avatar';
import { SectionCard } from '@/components/section-card';
import { MeetingList, SuggestedTopics, UpcomingOneOnOnes } from '@/features/meetings';
import { sectionOrderFor, type SectionOrder } from './section-order';

/** The sections every person-week page has. Pages add their own keys (moments, reflection…). */
export type WeekSectionKey = 'upcoming' | 'suggestions' | 'completed';

export interface PersonWeek {
  /** This week's 1:1s with the person, ascending. */
  meetings: readonly Meeting[];
  /** The first 1:1 after now, if any. */
  next: Meeting | null;
  timeZone: string;
  /**
   * Note flags already known (the weekly list carries them), by meeting id; null while loading;
   * undefined when unknown (the lists then load them).
   */
  flags: Record<string, MeetingNoteFlags> | null | undefined;
  /** Up to 3 suggested topics. */
  suggestions: readonly string[];
}

export interface PersonWeekLayoutProps<K extends string> {
  person: AvatarPerson;
  title: ReactNode;
  subtitle: ReactNode;
  actions: ReactNode;
  week: PersonWeek;
  /**
   * Ids (unique on the page), titles and list names (default: the title) of the three common
   * sections.
   */
  titles: Record<WeekSectionKey, { id: string; title: string; listLabel?: string }>;
  /** The page's own sections. */
  extraSections?: Record<K, ReactNode>;
  /** Section order when a 1:1 with the person is completed this week, and otherwise. */
  order: SectionOrder<WeekSectionKey | K>;
  aside: ReactNode;
}

export function PersonWeekLayout<K extends string = never>({
  person,
  title,
  subtitle,
  actions,
  week,
  titles,
  extraSections,
  order,
  aside,
}: PersonWeekLayoutProps<K>) {
  const upcoming = week.meetings.filter((meeting) => meeting.status === 'scheduled');
  const completed = week.meetings.filter((meeting) => meeting.status === 'completed');
  const pageMeetingIds = [...week.meetings, ...(week.next ? [week.next] : [])].map(
    (meeting) => meeting.id,
  );
  const sections: Record<WeekSectionKey, ReactNode> = {
    upcoming: (
      <SectionCard id={titles.upcoming.id} title={titles.upcoming.title}>
        <UpcomingOneOnOnes
          upcoming={upcoming}
          next={week.next}
          timeZone={week.timeZone}
          flags={week.flags}
          flagMeetingIds={pageMeetingIds}
          label={titles.upcoming.listLabel ?? titles.upcoming.title}
        />
      </SectionCard>
    ),
    suggestions: (
      <SectionCard id={titles.suggestions.id} title={titles.suggestions.title}>
        <SuggestedTopics topics={week.suggestions} emptyText="Suggestions will appear here." />
      </SectionCard>
    ),
    completed: (
      <SectionCard id={titles.completed.id} title={titles.completed.title}>
        <MeetingList
          meetings={completed}
          timeZone={week.timeZone}
          label={titles.completed.listLabel ?? titles.completed.title}
          flags={week.flags}
          flagMeetingIds={pageMeetingIds}
          emptyText={`No ${titles.completed.title.toLowerCase()} this week yet.`}
          showPerson={false}
        />
      </SectionCard>
    ),
  };
  const all = { ...sections, ...extraSections } as Record<WeekSectionKey | K, ReactNode>;
  const keys = sectionOrderFor(week.meetings, order);

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <div className="flex items-start gap-4">
        <PersonAvatar person={person} size="lg" decorative />
        <div className="min-w-0 flex-1">
          <PageHeader title={title} subtitle={subtitle} actions={actions} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 @4xl/main:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          {keys.map((key) => (
            <Fragment key={key}>{all[key]}</Fragment>
          ))}
        </div>
        <div className="grid content-start gap-6">{aside}</div>
      </div>
    </div>
  );
}
