import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import type { Translate, Values } from './catalog';

/**
 * A message with elements inside it: `"Read our <0>terms</0>."` with `components={{ 0: <Link
 * to="/terms" /> }}`. The words stay in the catalogue, the elements in the code.
 */
export function RichText<Key extends string>({
  t,
  id,
  values,
  components,
}: {
  t: Translate<Key>;
  id: Key;
  values?: Values;
  components: Record<string, ReactElement>;
}) {
  return (
    <TransNoContext id={id} values={values} components={components} lingui={{ i18n: t.i18n }} />
  );
}
