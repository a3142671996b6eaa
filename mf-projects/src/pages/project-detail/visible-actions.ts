import type { ProjectListItem } from '@pm/domain/shapes';
import {
  canProjectTransition,
  PROJECT_BUTTON_ACTIONS,
  PROJECT_BUTTONS,
  PROJECT_EDITABLE_STATUSES,
  PROJECT_FUNDED_STATUSES,
  projectMachine,
  type ProjectButtonAction,
  type ProjectStatus,
} from '@pm/domain/workflow';

/** Whether the signed-in user holds a button code (`hasButtonPermission` over the page's subject). */
export type HasButton = (code: string) => boolean;

/**
 * The workflow buttons of a project's detail page: what the machine allows from the project's status (a top
 * project starts only once its agreement is signed), limited to the buttons the user holds.
 */
export function visibleProjectActions(
  project: Pick<ProjectListItem, 'status' | 'parentId'>,
  has: HasButton,
): ProjectButtonAction[] {
  return PROJECT_BUTTON_ACTIONS.filter(
    (action) => canProjectTransition(project, action) && has(projectMachine.actions[action].permission),
  );
}

export type ProjectLink = 'edit' | 'subProject' | 'application' | 'agreement' | 'report';

const includes = (list: readonly string[], status: ProjectStatus) => list.includes(status);

/** The statuses in which the server takes a stage report for the project. */
const REPORTING_STATUSES = ['agreement_signed', 'in_progress', 'closing'] as const;
const APPLYING_STATUSES = ['draft', 'withdrawn'] as const;
const AGREEMENT_STATUSES = ['approved', 'agreement_signed', 'in_progress'] as const;

/** The other buttons of the page (edit, new sub-project, application, agreement, report) by status and permission. */
export function visibleProjectLinks(status: ProjectStatus, has: HasButton): ProjectLink[] {
  const rules: [ProjectLink, boolean, string][] = [
    ['edit', includes(PROJECT_EDITABLE_STATUSES, status), PROJECT_BUTTONS.update],
    ['subProject', includes(PROJECT_FUNDED_STATUSES, status), PROJECT_BUTTONS.create],
    ['application', includes(APPLYING_STATUSES, status), PROJECT_BUTTONS.applicationCreate],
    ['agreement', includes(AGREEMENT_STATUSES, status), PROJECT_BUTTONS.agreementCreate],
    ['report', includes(REPORTING_STATUSES, status), PROJECT_BUTTONS.reportCreate],
  ];
  return rules.filter(([, allowed, code]) => allowed && has(code)).map(([link]) => link);
}
