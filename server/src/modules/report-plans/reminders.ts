import type { MessageType } from '@pm/domain/shapes/workplace';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agreementReportItems, agreements, messages, projects, reportReminders } from '../../db/schema';
import { textsIn } from '../../http/texts';
import { businessDate } from '../../records/today';
import { overdueSql } from '../records/report-items';

/** Todos: 1 pending; 3 overdue (the message box's states). */
const PENDING = 1;
const OVERDUE = 3;
const TODO: MessageType = 'todo';

type Kind = 'due' | 'overdue';

const noAnsweringReport = (today: string) =>
  // Due soon and unanswered reads the same as overdue but for the date: the same SQL with the day after the due date.
  sql`not exists (select 1 from stage_reports answering where answering.report_item_id = ${agreementReportItems.id}
    and answering.status in ('submitted', 'accepted'))
    and ${agreementReportItems.dueDate} >= ${today}::date`;

/** The items of agreements in force whose reminder falls due today (or fell due and is still unsent). */
async function itemsToRemind(db: Database, kind: Kind, today: string) {
  const when =
    kind === 'due'
      ? and(
          isNotNull(agreementReportItems.reminderDays),
          noAnsweringReport(today),
          lte(
            sql`${agreementReportItems.dueDate} - ${agreementReportItems.reminderDays}`,
            sql`${today}::date`,
          ),
        )
      : overdueSql(today);
  return db
    .select({
      id: agreementReportItems.id,
      title: agreementReportItems.title,
      dueDate: agreementReportItems.dueDate,
      projectId: projects.id,
      projectName: projects.name,
      managerId: projects.managerId,
      agreementAuthor: agreements.createdBy,
    })
    .from(agreementReportItems)
    .innerJoin(agreements, eq(agreements.id, agreementReportItems.agreementId))
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(and(eq(agreements.status, 'active'), when));
}

/**
 * One kind of reminder for every item it is due for today: the reminder row is claimed first (one per item, kind
 * and due date, so a second run, or a second server, sends nothing), then a `todo` goes to the project's manager
 * and the agreement's author. Returns the items reminded.
 */
async function remind(db: Database, kind: Kind, today: string): Promise<number[]> {
  const items = await itemsToRemind(db, kind, today);
  const zh = textsIn('zh-CN');
  const sent: number[] = [];
  for (const item of items) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reportReminders)
        .values({ reportItemId: item.id, kind, dueDate: item.dueDate, sentOn: today })
        .onConflictDoNothing()
        .returning({ id: reportReminders.id });
      if (!claimed) return;
      const textKey = kind === 'due' ? 'reportPlan.reminder' : 'reportPlan.overdue';
      const params = { project: item.projectName, item: item.title, dueDate: item.dueDate };
      const userIds = [
        ...new Set([item.managerId, item.agreementAuthor].filter((id): id is number => id !== null)),
      ];
      if (userIds.length > 0) {
        await tx.insert(messages).values(
          userIds.map((userId) => ({
            userId,
            type: TODO,
            title: zh(`${textKey}.title`, params),
            content: zh(`${textKey}.content`, params),
            messageType: kind === 'due' ? PENDING : OVERDUE,
            link: `/project/report/create?projectId=${item.projectId}&itemId=${item.id}`,
            textKey,
            textParams: params,
          })),
        );
      }
      sent.push(item.id);
    });
  }
  return sent;
}

/**
 * The daily check of reporting schedules (run by the housekeeping timer; tests pass their "today"): a todo N days
 * before an item's due date (N its reminder days), and one when it falls overdue, each once.
 */
export async function sendReportReminders(
  db: Database,
  today = businessDate(),
): Promise<{ due: number[]; overdue: number[] }> {
  return { due: await remind(db, 'due', today), overdue: await remind(db, 'overdue', today) };
}
