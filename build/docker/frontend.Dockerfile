# One micro-frontend as a static container. APP names the folder (shell, mf-teacher, …).
FROM node:24-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN npm ci && cd "$APP" && npx webpack --mode production

FROM nginx:1.30-alpine
ARG APP
COPY --from=build /app/$APP/dist /usr/share/nginx/html
COPY build/docker/nginx-*.conf* /tmp/nginx/
# The shell is the gateway (its config is a template filled from API_UPSTREAM); remotes are plain static sites.
RUN mkdir -p /etc/nginx/templates && if [ "$APP" = shell ]; then \
      mv /tmp/nginx/nginx-shell.conf.template /etc/nginx/templates/default.conf.template && rm /etc/nginx/conf.d/default.conf; \
    else \
      mv /tmp/nginx/nginx-remote.conf /etc/nginx/conf.d/default.conf; \
    fi
EXPOSE 80
