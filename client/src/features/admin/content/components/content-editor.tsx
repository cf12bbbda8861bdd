import { Box, Button, Flex, Grid, Heading, Link, List, Stack, Text, chakra } from "@chakra-ui/react";
import { ExternalLink, RotateCcw } from "lucide-react";
import { useMemo, useState } from "react";
import type { ComponentType, FormEvent } from "react";
import { BackLink } from "../../../../components/ui/back-link";
import { ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import { DEFAULT_TIME_ZONE } from "../../../../api/school-identity";
import type { ContentPage } from "../../../../gql/graphql";
import { formatInstant } from "../../../../lib/dates";
import { errorCodeOf, fieldErrorsOf } from "../../../../lib/graphql-errors";
import { notify } from "../../components/notify";
import { useUnsavedChangesGuard } from "../../components/unsaved-changes-guard";
import { useContentRevisions } from "../api/content-revisions";
import { CONTENT_LIST_PATH } from "../content-paths";
import type { FieldErrors } from "./fields";
import { FormErrorsContext, followListErrors } from "./form-errors";
import type { NewIndex } from "./form-errors";
import { RevisionHistory } from "./revision-history";

/** What every editable page answers beside its content. */
export interface PageContent {
  version: number;
  updatedAt?: string | null;
  updatedBy?: string | null;
}

/** A page's query and mutations as the editor uses them (api/<page>-content.ts). */
export interface ContentPageApi<Data extends PageContent, Input> {
  useContent: () => {
    data: Data | undefined;
    loading: boolean;
    error?: unknown;
    /** Asks the server again; answers the page as it is now. */
    reload: () => Promise<Data | undefined>;
  };
  useSave: () => [(input: Input, expectedVersion: number) => Promise<unknown>, { loading: boolean }];
  useRestore: () => [(version: number, expectedVersion: number) => Promise<unknown>, { loading: boolean }];
}

export interface ContentFormProps<Values> {
  values: Values;
  onChange: (values: Values) => void;
  errors: FieldErrors;
}

/** One page's editor: how its answer becomes the form's values, and the values the input. */
export interface ContentEditorDefinition<Data extends PageContent, Values, Input> {
  page: ContentPage;
  title: string;
  /** Where visitors see the page. */
  publicPath: string;
  api: ContentPageApi<Data, Input>;
  fromData: (data: Data) => Values;
  toInput: (values: Values) => Input;
  /** What the browser can tell before asking (a year that is not a number). */
  check?: (values: Values) => FieldErrors;
  Form: ComponentType<ContentFormProps<Values>>;
}

export const CONFLICT_MESSAGE =
  "Someone else saved this page after you opened it. Your changes are still here: copy what you need, reload to see their version, then apply your changes again.";
const INVALID_MESSAGE = "Some fields need attention. Nothing was saved.";
const FAILED_MESSAGE = "Failed to save changes. Nothing was saved; please try again.";

type Problem = { kind: "conflict" } | { kind: "invalid"; messages: string[] } | { kind: "failed"; message: string };

interface EditorProps<Data extends PageContent, Values, Input> {
  definition: ContentEditorDefinition<Data, Values, Input>;
}

/** Loads the page, then edits it; a save or restore reloads the form from the server's answer. */
export function ContentEditor<Data extends PageContent, Values, Input>({
  definition,
}: EditorProps<Data, Values, Input>) {
  const content = definition.api.useContent();
  if (content.loading && !content.data) return <LoadingState label={`Loading ${definition.title}...`} />;
  if (!content.data)
    return (
      <ErrorState message={`Failed to load ${definition.title}. Please try again.`} onRetry={retry(content.reload)} />
    );
  return <EditorBody definition={definition} data={content.data} reload={content.reload} />;
}

interface EditorBodyProps<Data extends PageContent, Values, Input> extends EditorProps<Data, Values, Input> {
  data: Data;
  reload: () => Promise<Data | undefined>;
}

function EditorBody<Data extends PageContent, Values, Input>({
  definition,
  data,
  reload,
}: EditorBodyProps<Data, Values, Input>) {
  const { Form, api, title } = definition;
  const [loaded, setLoaded] = useState(() => ({ data, values: definition.fromData(data) }));
  const [values, setValues] = useState(loaded.values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reloading, setReloading] = useState(false);
  const [save, saving] = api.useSave();
  const [restore, restoring] = api.useRestore();
  const revisions = useContentRevisions(definition.page);
  const timeZone = revisions.data?.school.timeZone ?? DEFAULT_TIME_ZONE;

  const startFrom = (next: Data) => {
    const nextValues = definition.fromData(next);
    setLoaded({ data: next, values: nextValues });
    setValues(nextValues);
    setErrors({});
    setProblem(null);
  };
  // A newer version in the cache (our own save or restore answered) becomes the form; nothing else replaces what staff typed.
  if (data.version !== loaded.data.version) startFrom(data);

  const formErrors = useMemo(
    () => ({
      errors,
      followList: (listPath: string, newIndex: NewIndex) =>
        setErrors((current) => followListErrors(current, listPath, newIndex)),
    }),
    [errors],
  );

  const dirty = JSON.stringify(values) !== JSON.stringify(loaded.values);
  useUnsavedChangesGuard(dirty);
  const version = loaded.data.version;

  const fail = (error: unknown, failure: string) => {
    const fields = fieldErrorsOf(error);
    if (errorCodeOf(error) === "CONFLICT") {
      setProblem({ kind: "conflict" });
      notify.failure("Someone else saved this page after you opened it.");
    } else if (Object.keys(fields).length > 0) {
      setErrors(fields);
      setProblem({ kind: "invalid", messages: Object.values(fields) });
      notify.failure(INVALID_MESSAGE);
    } else {
      setProblem({ kind: "failed", message: failure });
      notify.failure(failure);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.loading) return;
    const local = definition.check?.(values) ?? {};
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setProblem({ kind: "invalid", messages: Object.values(local) });
      notify.failure(INVALID_MESSAGE);
      return;
    }
    setProblem(null);
    try {
      await save(definition.toInput(values), version);
      notify.success(`${title} saved`);
      void revisions.refetch();
    } catch (error) {
      fail(error, FAILED_MESSAGE);
    }
  };

  const restoreVersion = async (old: number) => {
    try {
      await restore(old, version);
      notify.success(`Version ${old} restored`);
      void revisions.refetch();
      return true;
    } catch (error) {
      fail(error, `Failed to restore version ${old}. Please try again.`);
      return false;
    }
  };

  const reloadLatest = async () => {
    setReloading(true);
    try {
      const latest = await reload();
      if (latest) startFrom(latest);
    } catch {
      notify.failure("Failed to load the page. Please try again.");
    } finally {
      setReloading(false);
    }
  };

  return (
    <Stack gap="6">
      <Box>
        <BackLink to={CONTENT_LIST_PATH}>All site content</BackLink>
        <Flex align={{ md: "center" }} justify="space-between" gap="3" direction={{ base: "column", md: "row" }}>
          <Heading as="h2" size="xl" color="school.800">
            {title}
          </Heading>
          <Link href={definition.publicPath} target="_blank" rel="noopener" color="school.700" fontWeight="semibold">
            View page <ExternalLink size={16} aria-hidden />
            <chakra.span srOnly> (opens in a new tab)</chakra.span>
          </Link>
        </Flex>
        <Text color="gray.700">
          {version === 0
            ? "The page shows its original text: nobody has saved it yet."
            : `Version ${version}, saved ${formatInstant(loaded.data.updatedAt, timeZone)}${
                loaded.data.updatedBy ? ` by ${loaded.data.updatedBy}` : ""
              }.`}
        </Text>
      </Box>
      <Grid templateColumns={{ base: "1fr", xl: "minmax(0, 1fr) 22rem" }} gap="6" alignItems="start">
        <chakra.form onSubmit={(event) => void submit(event)} noValidate aria-label={`Edit ${title}`}>
          <Stack gap="6">
            <FormErrorsContext.Provider value={formErrors}>
              <Form values={values} onChange={setValues} errors={errors} />
            </FormErrorsContext.Provider>
            <Stack
              position="sticky"
              bottom="0"
              zIndex="docked"
              bg="bg"
              borderWidth="1px"
              borderRadius="lg"
              p="4"
              gap="3"
              shadow="md"
            >
              {problem && <ProblemMessage problem={problem} reloading={reloading} onReload={reloadLatest} />}
              <Flex align="center" gap="4" wrap="wrap">
                <Button type="submit" colorPalette="school" minH="11" loading={saving.loading} loadingText="Saving...">
                  Save changes
                </Button>
                <Text>{dirty ? "You have unsaved changes." : "No unsaved changes."}</Text>
              </Flex>
            </Stack>
          </Stack>
        </chakra.form>
        <RevisionHistory
          revisions={revisions}
          currentVersion={version}
          timeZone={timeZone}
          dirty={dirty}
          restoring={restoring.loading}
          onRestore={restoreVersion}
        />
      </Grid>
    </Stack>
  );
}

interface ProblemMessageProps {
  problem: Problem;
  reloading: boolean;
  onReload: () => Promise<void>;
}

/** Why the last save did not go through, beside the button that tried. */
function ProblemMessage({ problem, reloading, onReload }: ProblemMessageProps) {
  return (
    <Box role="alert" borderLeftWidth="4px" borderColor="red.600" bg="red.50" color="red.900" p="3" borderRadius="md">
      <Text fontWeight="semibold">Not saved</Text>
      {problem.kind === "conflict" ? (
        <>
          <Text>{CONFLICT_MESSAGE}</Text>
          <Button mt="2" size="sm" minH="11" variant="outline" loading={reloading} onClick={() => void onReload()}>
            <RotateCcw aria-hidden /> Reload their version (discards your changes)
          </Button>
        </>
      ) : problem.kind === "invalid" ? (
        <>
          <Text>{INVALID_MESSAGE}</Text>
          <List.Root ps="5">
            {problem.messages.map((message, index) => (
              <List.Item key={index}>{message}</List.Item>
            ))}
          </List.Root>
        </>
      ) : (
        <Text>{problem.message}</Text>
      )}
    </Box>
  );
}
