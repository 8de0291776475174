import ts from 'typescript';

/**
 * The signature guard of decision 035 (service-signatures.test.ts): every exported function
 * of a server module that takes the context takes exactly `(ctx, input)`, and none takes the
 * database itself. Read with TypeScript's checker, so a parameter typed through an alias or
 * contextually (a job handler's `async (ctx) => ...`) is judged by what it is.
 */

export interface SignatureViolation {
  /** `path:line`, the path as the program was given it. */
  where: string;
  name: string;
  reason: string;
}

export interface SignatureReport {
  /** Exported functions whose first parameter is the context: the services the rule is about. */
  services: number;
  violations: SignatureViolation[];
}

/** Names that mean the database came in as a parameter instead of through `ctx`. */
const databaseParameterNames = new Set(['db', 'tx', 'deps']);
/** The database and transaction types of db/client.ts. */
const databaseTypeNames = new Set(['Database', 'Executor', 'PgDatabase', 'PgTransaction']);

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Exported `function name(...)` and `const name = (...) => ...` / `= function (...)`, with their names. */
function exportedFunctions(
  file: ts.SourceFile,
): { name: string; fn: FunctionLike; declaredType?: ts.TypeNode }[] {
  const found: { name: string; fn: FunctionLike; declaredType?: ts.TypeNode }[] = [];
  for (const statement of file.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      found.push({ name: statement.name.text, fn: statement });
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const initializer = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          initializer &&
          (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
        ) {
          found.push({ name: declaration.name.text, fn: initializer, declaredType: declaration.type });
        }
      }
    }
  }
  return found;
}

/** Whether a type names the database or a transaction (also inside a union: `Executor`). */
function isDatabaseType(checker: ts.TypeChecker, type: ts.Type): boolean {
  const named = [type.aliasSymbol?.name, type.getSymbol()?.name].filter(Boolean) as string[];
  if (named.some((name) => databaseTypeNames.has(name))) return true;
  return type.isUnion() && type.types.some((member) => isDatabaseType(checker, member));
}

/**
 * One object: a literal, an interface, an intersection, never a primitive, an array or a
 * tuple. An optional input (`input: Filters = {}`, `| undefined`) is judged without its
 * undefined.
 */
function isObjectType(checker: ts.TypeChecker, type: ts.Type): boolean {
  const type_ = checker.getNonNullableType(type);
  if (type_.isUnion()) return type_.types.every((member) => isObjectType(checker, member));
  if (type_.isIntersection()) return type_.types.every((member) => isObjectType(checker, member));
  if (checker.isArrayType(type_) || checker.isTupleType(type_)) return false;
  return (type_.flags & ts.TypeFlags.Object) !== 0 || (type_.flags & ts.TypeFlags.NonPrimitive) !== 0;
}

const parameterName = (parameter: ts.ParameterDeclaration) =>
  ts.isIdentifier(parameter.name) ? parameter.name.text : '{...}';

/**
 * A job handler (declared `JobHandlerOf<...>`) is the job seam's own shape,
 * `(ctx, payload, job)` (docs/architecture.md): the third parameter is the queue's, not input.
 */
const isJobHandler = (declaredType: ts.TypeNode | undefined) =>
  declaredType !== undefined &&
  ts.isTypeReferenceNode(declaredType) &&
  declaredType.typeName.getText() === 'JobHandlerOf';

/**
 * The context comes first: named `ctx`, or destructured from a type that carries the
 * database (`{ db, viewer }: ServiceContext`), which is the context by another spelling.
 */
const isContext = (checker: ts.TypeChecker, parameter: ts.ParameterDeclaration) =>
  parameterName(parameter) === 'ctx' ||
  (!ts.isIdentifier(parameter.name) &&
    checker.getNonNullableType(checker.getTypeAtLocation(parameter)).getProperty('db') !== undefined);

export function checkServiceSignatures(program: ts.Program, files: string[]): SignatureReport {
  const checker = program.getTypeChecker();
  const report: SignatureReport = { services: 0, violations: [] };
  for (const path of files) {
    const file = program.getSourceFile(path);
    if (!file) throw new Error(`${path} is not part of the program`);
    for (const { name, fn, declaredType } of exportedFunctions(file)) {
      const line = file.getLineAndCharacterOfPosition(fn.getStart(file)).line + 1;
      const flag = (reason: string) => report.violations.push({ where: `${path}:${line}`, name, reason });
      const parameters = [...fn.parameters];

      for (const parameter of parameters) {
        const label = parameterName(parameter);
        if (databaseParameterNames.has(label)) flag(`takes \`${label}\`: the database comes through ctx`);
        else if (isDatabaseType(checker, checker.getTypeAtLocation(parameter))) {
          flag(`takes the database as \`${label}\`: it comes through ctx`);
        }
      }

      if (parameters[0] && isContext(checker, parameters[0])) {
        report.services += 1;
        const rest = isJobHandler(declaredType) ? parameters.slice(1, 2) : parameters.slice(1);
        if (rest.length > 1) {
          flag(
            `takes ${rest.length} parameters after ctx (${rest.map(parameterName).join(', ')}): one input object`,
          );
        } else if (rest[0] && !isObjectType(checker, checker.getTypeAtLocation(rest[0]))) {
          const typeText = checker.typeToString(checker.getTypeAtLocation(rest[0]));
          flag(
            `takes \`${parameterName(rest[0])}: ${typeText}\` after ctx: ids travel inside one input object`,
          );
        }
      }
    }
  }
  return report;
}
