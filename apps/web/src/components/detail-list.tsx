import { DataList, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's details in a drawer: labels in a column of their own, a line between the rows. */
export function DetailList({ labelWidth = 150, children }: { labelWidth?: number; children: ReactNode }) {
  return (
    <DataList labelWidth={labelWidth} withDivider>
      {children}
    </DataList>
  );
}

/**
 * One labelled line of a record's details. `dir` keeps a value in its own direction whatever the page's (an e-mail
 * address or an English name in an Arabic page, an Arabic name in an English one).
 */
export function DetailItem({ label, dir, children }: { label: string; dir?: 'ltr' | 'rtl'; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{dir ? <span dir={dir}>{children}</span> : children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** A record's id, to quote or copy whole: monospace, left to right, and broken anywhere rather than overflowing. */
export function DetailId({ label, id }: { label: string; id: string }) {
  return (
    <DetailItem label={label}>
      <Text size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {id}
      </Text>
    </DetailItem>
  );
}
