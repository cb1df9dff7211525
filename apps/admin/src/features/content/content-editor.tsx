import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../lib/api';
import { Panel, QueryState } from '../../shared/query-state';
import { useSave } from './content-api';

/** A kind of content edited on its own page (announcements, banners, promotions). */
export interface ContentKind<Item extends { id: number }, Values extends FieldValues, Body> {
  /** The API collection (an `ADMIN_PATHS` entry). */
  path: string;
  /** The query key its lists and items share: a save refetches them all. */
  key: string;
  /** The contract's write schema, as the form's resolver. */
  resolver: Resolver<Values, unknown, Body>;
  blank: () => Values;
  valuesOf: (item: Item) => Values;
}

/** What the page gives its form: the item's id (null while new), the values it starts from, and the item as loaded. */
export interface EditorProps<Values, Item = unknown> {
  id: number | null;
  initial: Values;
  item: Item | null;
}

/** `/content/<kind>/new` shows the blank form at once; `/content/<kind>/:id` loads the item first. */
export function ContentEditorPage<Item extends { id: number }, Values extends FieldValues, Body>({
  kind,
  form: Form,
}: {
  kind: ContentKind<Item, Values, Body>;
  form: ComponentType<EditorProps<Values, Item>>;
}) {
  const { id } = useParams();
  const itemId = id === undefined ? null : Number(id);
  const item = useQuery({
    queryKey: [kind.key, 'one', itemId],
    queryFn: () => api<Item>(`${kind.path}/${itemId}`),
    enabled: itemId !== null,
  });
  if (itemId === null) return <Form id={null} initial={kind.blank()} item={null} />;
  return (
    <Panel>
      <QueryState query={item}>{(loaded) => <Form id={loaded.id} initial={kind.valuesOf(loaded)} item={loaded} />}</QueryState>
    </Panel>
  );
}

/**
 * One item's form on the contract's schema and its save: a new item's page moves to the item's own
 * address once saved, telling it the save went through.
 */
export function useContentEditor<Item extends { id: number }, Values extends FieldValues, Body>(
  kind: ContentKind<Item, Values, Body>,
  { id, initial }: Pick<EditorProps<Values>, 'id' | 'initial'>,
) {
  const navigate = useNavigate();
  const save = useSave<Body, Item>(kind.path, kind.key);
  const form = useForm<Values, unknown, Body>({
    resolver: kind.resolver,
    defaultValues: initial as DefaultValues<Values>,
  });
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync({ id, body });
    if (id === null) void navigate(`../${saved.id}`, { relative: 'path', replace: true, state: { saved: true } });
  });
  return { form, save, submit };
}
