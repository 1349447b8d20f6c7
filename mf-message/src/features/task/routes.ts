/** Tasks (spec section 2 /task: index, calendar (63); show hidden from menus); src/routes.ts composes it. */
import { POLICY, type PortalRoute } from '@portal/domain';
import { TUGAS } from '../../menu-groups';

export const taskRoutes: PortalRoute[] = [
  {
    path: '/task',
    name: 'task.index',
    meta: { policy: POLICY.manageTasks, title: 'Daftar Tugas', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "task-list" */ './pages/TaskListPage'),
  },
  {
    path: '/task/calendar',
    name: 'task.calendar',
    meta: { policy: POLICY.manageTasks, title: 'Kalender Tugas', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "task-calendar" */ './pages/TaskCalendarPage'),
  },
  // Any signed-in user: the assignee opens their task from a notification; the API shows only tasks
  // the caller owns, is assigned or manages (ADR 0044).
  {
    path: '/task/show',
    name: 'task.show',
    meta: { title: 'Detail Tugas', menu: false },
    load: () => import(/* webpackChunkName: "task-show" */ './pages/TaskShowPage'),
  },
];
