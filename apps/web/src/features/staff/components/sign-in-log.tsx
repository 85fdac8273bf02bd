import { Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTableExport } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { DayRange } from '@tawasul/contracts/reports';
import { ServerTable } from '../../../components/data-table/server-table.tsx';
import { useReportFormat } from '../../../lib/reports/report-format.ts';
import { csvHref } from '../api/report-keys.ts';
import { useSignInLog, type SignInLogRow as LogRow } from '../api/use-agent-report.ts';
import { parseUserAgent } from './user-agent.ts';

const LOG_SORT = 'at';

/** "Chrome 131 on Windows" with the raw user agent in a tooltip; the raw string alone when it says nothing known. */
function BrowserCell({ userAgent }: { userAgent: string | null }) {
  const { t } = useTranslation();
  if (!userAgent) return <Text size="sm">—</Text>;
  const { browser, os } = parseUserAgent(userAgent);
  const summary =
    browser && os
      ? t('reports.signIns.browserOn', { browser, os })
      : (browser ?? os ?? t('reports.signIns.unknownBrowser'));
  return (
    <Tooltip label={userAgent} multiline maw={360} withArrow openDelay={200}>
      <Text size="sm" data-user-agent={userAgent} style={{ cursor: 'help' }}>
        {summary}
      </Text>
    </Tooltip>
  );
}

function useLogColumns(): DataTableColumn<LogRow>[] {
  const { t, i18n } = useTranslation();
  const format = useReportFormat();
  const methodText = (method: string | null) => {
    const key = `reports.signIns.methods.${method ?? ''}`;
    return method ? (i18n.exists(key) ? t(key) : method) : null;
  };
  return [
    {
      accessor: 'at',
      title: t('reports.signIns.columns.at'),
      noWrap: true,
      render: ({ at }) => format.moment(at),
    },
    {
      accessor: 'kind',
      title: t('reports.signIns.columns.kind'),
      render: ({ kind, method }) => (
        <Group gap={6} wrap="nowrap">
          <Badge color={kind === 'sign_in' ? 'green' : 'gray'} variant="light">
            {t(`reports.signIns.kinds.${kind}`)}
          </Badge>
          {methodText(method) && (
            <Text size="xs" c="dimmed">
              {methodText(method)}
            </Text>
          )}
        </Group>
      ),
    },
    {
      accessor: 'ipAddress',
      title: t('reports.signIns.columns.ip'),
      render: ({ ipAddress }) => (
        <Text size="sm" ff="monospace" dir="ltr">
          {ipAddress ?? '—'}
        </Text>
      ),
    },
    {
      accessor: 'userAgent',
      title: t('reports.signIns.columns.browser'),
      render: ({ userAgent }) => <BrowserCell userAgent={userAgent} />,
    },
  ];
}

/** The agent's sign-ins and sign-outs in the period, a page at a time, and the whole log as CSV. */
export function SignInLog({ agentId, days }: { agentId: string; days: DayRange }) {
  const { t, i18n } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const log = useSignInLog(agentId, { ...days, ...paging });
  const columns = useLogColumns();
  return (
    <Stack gap="sm" component="section" aria-labelledby="sign-in-log-title">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h5" id="sign-in-log-title">
          {t('reports.signIns.title')}
        </Title>
        <Button
          component="a"
          href={csvHref(`/api/reports/agents/${agentId}/sign-ins`, { ...days, lang: i18n.language })}
          download
          variant="default"
          size="xs"
          leftSection={<IconTableExport size={14} />}
        >
          {t('reports.signIns.export')}
        </Button>
      </Group>
      <ServerTable<LogRow>
        columns={columns}
        list={log}
        query={{ ...paging, sort: LOG_SORT, order: 'desc' }}
        onQueryChange={(patch) =>
          setPaging((current) => ({
            page: typeof patch.page === 'number' ? patch.page : 1,
            pageSize: typeof patch.pageSize === 'number' ? patch.pageSize : current.pageSize,
          }))
        }
        emptyTitle={t('reports.signIns.empty')}
      />
    </Stack>
  );
}
