import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type BuildSerializer = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;
type Stringify = (data: unknown) => string;

/**
 * Fastify's response serializers (fast-json-stringify), each compiled on its route's first answer with that
 * status rather than at start-up: compiling every route's response schemas was most of `ready()` (~0.9 s of CPU),
 * paid by every start and by each of the server suite's test processes, for answers most of them never send.
 * Output is the same; an invalid response schema fails its first answer, which the fuzz suite reaches for every
 * route.
 */
export function lazySerializers(): BuildSerializer {
  const build = SerializerSelector() as unknown as BuildSerializer;
  return (externalSchemas, serializerOptions) => {
    const compile = build(externalSchemas, serializerOptions);
    return (route) => {
      let stringify: Stringify | undefined;
      return (data: unknown) => (stringify ??= compile(route) as Stringify)(data);
    };
  };
}
