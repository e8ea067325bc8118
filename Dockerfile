# keyslice: build with Maven, run on a slim JRE as a non-root user.
# The build and run commands are the README's (scripts/test checks that they stay identical).

FROM maven:3.9-eclipse-temurin-17 AS build
WORKDIR /src
# Dependencies first, so source edits reuse the cached layer.
COPY pom.xml ./
RUN mvn -B -q dependency:go-offline
COPY src ./src
COPY templates ./templates
COPY static ./static
RUN mvn -B -q package -DskipTests

FROM eclipse-temurin:17-jre-jammy
RUN groupadd --system keyslice && useradd --system --gid keyslice --home-dir /app --shell /usr/sbin/nologin keyslice
WORKDIR /app
COPY --from=build /src/target/keyslice.jar /app/keyslice.jar
# Smoke-tests the jar, and records the classes that start-up and serving load into an AppCDS archive,
# which the server then maps instead of loading them one by one (start-up: about half the CPU).
RUN java -XX:ArchiveClassesAtExit=/app/keyslice.jsa -Xlog:cds=off -XX:+UseSerialGC -jar /app/keyslice.jar --self-check
USER keyslice
# Heap: half the container's memory (the live set is ~30 MB), all of it up front: the young generation is a
# third of the heap, and at a quarter up front typing filled it every 30 ms (docs/benchmarks.md). C2 stays on:
# it halves the CPU per request once warm.
ENV HOST=0.0.0.0 \
    PORT=7070 \
    JAVA_TOOL_OPTIONS="-XX:SharedArchiveFile=/app/keyslice.jsa -XX:MaxRAMPercentage=50 -XX:InitialRAMPercentage=50 -Xss512k -XX:+UseSerialGC -XX:+ExitOnOutOfMemoryError"
EXPOSE 7070
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
    CMD ["java", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp", "/app/keyslice.jar", "keyslice.HealthCheck"]
ENTRYPOINT ["java", "-jar", "/app/keyslice.jar"]
