#' Create a new TaxonomyNodeDetail
#'
#' @description
#' TaxonomyNodeDetail Class
#'
#' @docType class
#' @title TaxonomyNodeDetail
#' @description TaxonomyNodeDetail Class
#' @format An \code{R6Class} generator object
#' @field id The node id as a decimal string (the spec's type for this field). character
#' @field title  character
#' @field rank  character
#' @field summary Summary composed from the data (rank, parent, child taxa, species, common names). character
#' @field image Path of an illustrative image, or null when none exists. character
#' @field links Links to related endpoints of this service. list(\link{Link})
#' @field metrics Counts under the node (species, genera, barcodes, genomes, occurrences, host-plant records). list(\link{LabelValue})
#' @field omics  \link{DetailSection}
#' @field ecology  \link{NodeEcologySection}
#' @field literature  \link{NodeLiteratureSection}
#' @field genetics Barcode summary, or null when no barcodes exist under the node. character
#' @field morphology Wingspan and trait summary where the trait data has it, otherwise null. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TaxonomyNodeDetail <- R6::R6Class(
  "TaxonomyNodeDetail",
  public = list(
    `id` = NULL,
    `title` = NULL,
    `rank` = NULL,
    `summary` = NULL,
    `image` = NULL,
    `links` = NULL,
    `metrics` = NULL,
    `omics` = NULL,
    `ecology` = NULL,
    `literature` = NULL,
    `genetics` = NULL,
    `morphology` = NULL,

    #' @description
    #' Initialize a new TaxonomyNodeDetail class.
    #'
    #' @param id The node id as a decimal string (the spec's type for this field).
    #' @param title title
    #' @param rank rank
    #' @param summary Summary composed from the data (rank, parent, child taxa, species, common names).
    #' @param image Path of an illustrative image, or null when none exists.
    #' @param links Links to related endpoints of this service.
    #' @param metrics Counts under the node (species, genera, barcodes, genomes, occurrences, host-plant records).
    #' @param omics omics
    #' @param ecology ecology
    #' @param literature literature
    #' @param genetics Barcode summary, or null when no barcodes exist under the node.
    #' @param morphology Wingspan and trait summary where the trait data has it, otherwise null.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `title`, `rank`, `summary`, `image`, `links`, `metrics`, `omics`, `ecology`, `literature`, `genetics`, `morphology`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`title`)) {
        if (!(is.character(`title`) && length(`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", `title`))
        }
        self$`title` <- `title`
      }
      if (!missing(`rank`)) {
        if (!(is.character(`rank`) && length(`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", `rank`))
        }
        self$`rank` <- `rank`
      }
      if (!missing(`summary`)) {
        if (!(is.character(`summary`) && length(`summary`) == 1)) {
          stop(paste("Error! Invalid data for `summary`. Must be a string:", `summary`))
        }
        self$`summary` <- `summary`
      }
      if (!missing(`image`)) {
        if (!(is.character(`image`) && length(`image`) == 1)) {
          stop(paste("Error! Invalid data for `image`. Must be a string:", `image`))
        }
        self$`image` <- `image`
      }
      if (!missing(`links`)) {
        stopifnot(is.vector(`links`), length(`links`) != 0)
        sapply(`links`, function(x) stopifnot(R6::is.R6(x)))
        self$`links` <- `links`
      }
      if (!missing(`metrics`)) {
        stopifnot(is.vector(`metrics`), length(`metrics`) != 0)
        sapply(`metrics`, function(x) stopifnot(R6::is.R6(x)))
        self$`metrics` <- `metrics`
      }
      if (!missing(`omics`)) {
        stopifnot(R6::is.R6(`omics`))
        self$`omics` <- `omics`
      }
      if (!missing(`ecology`)) {
        stopifnot(R6::is.R6(`ecology`))
        self$`ecology` <- `ecology`
      }
      if (!missing(`literature`)) {
        stopifnot(R6::is.R6(`literature`))
        self$`literature` <- `literature`
      }
      if (!missing(`genetics`)) {
        if (!(is.character(`genetics`) && length(`genetics`) == 1)) {
          stop(paste("Error! Invalid data for `genetics`. Must be a string:", `genetics`))
        }
        self$`genetics` <- `genetics`
      }
      if (!missing(`morphology`)) {
        if (!(is.character(`morphology`) && length(`morphology`) == 1)) {
          stop(paste("Error! Invalid data for `morphology`. Must be a string:", `morphology`))
        }
        self$`morphology` <- `morphology`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return TaxonomyNodeDetail as a base R list.
    #' @examples
    #' # convert array of TaxonomyNodeDetail (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert TaxonomyNodeDetail to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TaxonomyNodeDetailObject <- list()
      if (!is.null(self$`id`)) {
        TaxonomyNodeDetailObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`title`)) {
        TaxonomyNodeDetailObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`rank`)) {
        TaxonomyNodeDetailObject[["rank"]] <-
          self$`rank`
      }
      if (!is.null(self$`summary`)) {
        TaxonomyNodeDetailObject[["summary"]] <-
          self$`summary`
      }
      if (!is.null(self$`image`)) {
        TaxonomyNodeDetailObject[["image"]] <-
          self$`image`
      }
      if (!is.null(self$`links`)) {
        TaxonomyNodeDetailObject[["links"]] <-
          self$extractSimpleType(self$`links`)
      }
      if (!is.null(self$`metrics`)) {
        TaxonomyNodeDetailObject[["metrics"]] <-
          self$extractSimpleType(self$`metrics`)
      }
      if (!is.null(self$`omics`)) {
        TaxonomyNodeDetailObject[["omics"]] <-
          self$extractSimpleType(self$`omics`)
      }
      if (!is.null(self$`ecology`)) {
        TaxonomyNodeDetailObject[["ecology"]] <-
          self$extractSimpleType(self$`ecology`)
      }
      if (!is.null(self$`literature`)) {
        TaxonomyNodeDetailObject[["literature"]] <-
          self$extractSimpleType(self$`literature`)
      }
      if (!is.null(self$`genetics`)) {
        TaxonomyNodeDetailObject[["genetics"]] <-
          self$`genetics`
      }
      if (!is.null(self$`morphology`)) {
        TaxonomyNodeDetailObject[["morphology"]] <-
          self$`morphology`
      }
      return(TaxonomyNodeDetailObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonomyNodeDetail
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomyNodeDetail
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`title`)) {
        self$`title` <- this_object$`title`
      }
      if (!is.null(this_object$`rank`)) {
        self$`rank` <- this_object$`rank`
      }
      if (!is.null(this_object$`summary`)) {
        self$`summary` <- this_object$`summary`
      }
      if (!is.null(this_object$`image`)) {
        self$`image` <- this_object$`image`
      }
      if (!is.null(this_object$`links`)) {
        self$`links` <- ApiClient$new()$deserializeObj(this_object$`links`, "array[Link]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`metrics`)) {
        self$`metrics` <- ApiClient$new()$deserializeObj(this_object$`metrics`, "array[LabelValue]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`omics`)) {
        `omics_object` <- DetailSection$new()
        `omics_object`$fromJSON(jsonlite::toJSON(this_object$`omics`, auto_unbox = TRUE, digits = NA))
        self$`omics` <- `omics_object`
      }
      if (!is.null(this_object$`ecology`)) {
        `ecology_object` <- NodeEcologySection$new()
        `ecology_object`$fromJSON(jsonlite::toJSON(this_object$`ecology`, auto_unbox = TRUE, digits = NA))
        self$`ecology` <- `ecology_object`
      }
      if (!is.null(this_object$`literature`)) {
        `literature_object` <- NodeLiteratureSection$new()
        `literature_object`$fromJSON(jsonlite::toJSON(this_object$`literature`, auto_unbox = TRUE, digits = NA))
        self$`literature` <- `literature_object`
      }
      if (!is.null(this_object$`genetics`)) {
        self$`genetics` <- this_object$`genetics`
      }
      if (!is.null(this_object$`morphology`)) {
        self$`morphology` <- this_object$`morphology`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TaxonomyNodeDetail in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TaxonomyNodeDetail
    #'
    #' @param input_json the JSON input
    #' @return the instance of TaxonomyNodeDetail
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`title` <- this_object$`title`
      self$`rank` <- this_object$`rank`
      self$`summary` <- this_object$`summary`
      self$`image` <- this_object$`image`
      self$`links` <- ApiClient$new()$deserializeObj(this_object$`links`, "array[Link]", loadNamespace("lepidoptera"))
      self$`metrics` <- ApiClient$new()$deserializeObj(this_object$`metrics`, "array[LabelValue]", loadNamespace("lepidoptera"))
      self$`omics` <- DetailSection$new()$fromJSON(jsonlite::toJSON(this_object$`omics`, auto_unbox = TRUE, digits = NA))
      self$`ecology` <- NodeEcologySection$new()$fromJSON(jsonlite::toJSON(this_object$`ecology`, auto_unbox = TRUE, digits = NA))
      self$`literature` <- NodeLiteratureSection$new()$fromJSON(jsonlite::toJSON(this_object$`literature`, auto_unbox = TRUE, digits = NA))
      self$`genetics` <- this_object$`genetics`
      self$`morphology` <- this_object$`morphology`
      self
    },

    #' @description
    #' Validate JSON input with respect to TaxonomyNodeDetail and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.character(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `id` is missing."))
      }
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `title` is missing."))
      }
      # check the required field `rank`
      if (!is.null(input_json$`rank`)) {
        if (!(is.character(input_json$`rank`) && length(input_json$`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", input_json$`rank`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `rank` is missing."))
      }
      # check the required field `summary`
      if (!is.null(input_json$`summary`)) {
        if (!(is.character(input_json$`summary`) && length(input_json$`summary`) == 1)) {
          stop(paste("Error! Invalid data for `summary`. Must be a string:", input_json$`summary`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `summary` is missing."))
      }
      # check the required field `image`
      if (!is.null(input_json$`image`)) {
        if (!(is.character(input_json$`image`) && length(input_json$`image`) == 1)) {
          stop(paste("Error! Invalid data for `image`. Must be a string:", input_json$`image`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `image` is missing."))
      }
      # check the required field `links`
      if (!is.null(input_json$`links`)) {
        stopifnot(is.vector(input_json$`links`), length(input_json$`links`) != 0)
        tmp <- sapply(input_json$`links`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `links` is missing."))
      }
      # check the required field `metrics`
      if (!is.null(input_json$`metrics`)) {
        stopifnot(is.vector(input_json$`metrics`), length(input_json$`metrics`) != 0)
        tmp <- sapply(input_json$`metrics`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `metrics` is missing."))
      }
      # check the required field `omics`
      if (!is.null(input_json$`omics`)) {
        stopifnot(R6::is.R6(input_json$`omics`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `omics` is missing."))
      }
      # check the required field `ecology`
      if (!is.null(input_json$`ecology`)) {
        stopifnot(R6::is.R6(input_json$`ecology`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `ecology` is missing."))
      }
      # check the required field `literature`
      if (!is.null(input_json$`literature`)) {
        stopifnot(R6::is.R6(input_json$`literature`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `literature` is missing."))
      }
      # check the required field `genetics`
      if (!is.null(input_json$`genetics`)) {
        if (!(is.character(input_json$`genetics`) && length(input_json$`genetics`) == 1)) {
          stop(paste("Error! Invalid data for `genetics`. Must be a string:", input_json$`genetics`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `genetics` is missing."))
      }
      # check the required field `morphology`
      if (!is.null(input_json$`morphology`)) {
        if (!(is.character(input_json$`morphology`) && length(input_json$`morphology`) == 1)) {
          stop(paste("Error! Invalid data for `morphology`. Must be a string:", input_json$`morphology`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TaxonomyNodeDetail: the required field `morphology` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TaxonomyNodeDetail
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      # check if the required `title` is null
      if (is.null(self$`title`)) {
        return(FALSE)
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
        return(FALSE)
      }

      # check if the required `summary` is null
      if (is.null(self$`summary`)) {
        return(FALSE)
      }

      # check if the required `links` is null
      if (is.null(self$`links`)) {
        return(FALSE)
      }

      # check if the required `metrics` is null
      if (is.null(self$`metrics`)) {
        return(FALSE)
      }

      # check if the required `omics` is null
      if (is.null(self$`omics`)) {
        return(FALSE)
      }

      # check if the required `ecology` is null
      if (is.null(self$`ecology`)) {
        return(FALSE)
      }

      # check if the required `literature` is null
      if (is.null(self$`literature`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      # check if the required `title` is null
      if (is.null(self$`title`)) {
        invalid_fields["title"] <- "Non-nullable required field `title` cannot be null."
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
        invalid_fields["rank"] <- "Non-nullable required field `rank` cannot be null."
      }

      # check if the required `summary` is null
      if (is.null(self$`summary`)) {
        invalid_fields["summary"] <- "Non-nullable required field `summary` cannot be null."
      }

      # check if the required `links` is null
      if (is.null(self$`links`)) {
        invalid_fields["links"] <- "Non-nullable required field `links` cannot be null."
      }

      # check if the required `metrics` is null
      if (is.null(self$`metrics`)) {
        invalid_fields["metrics"] <- "Non-nullable required field `metrics` cannot be null."
      }

      # check if the required `omics` is null
      if (is.null(self$`omics`)) {
        invalid_fields["omics"] <- "Non-nullable required field `omics` cannot be null."
      }

      # check if the required `ecology` is null
      if (is.null(self$`ecology`)) {
        invalid_fields["ecology"] <- "Non-nullable required field `ecology` cannot be null."
      }

      # check if the required `literature` is null
      if (is.null(self$`literature`)) {
        invalid_fields["literature"] <- "Non-nullable required field `literature` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# TaxonomyNodeDetail$unlock()
#
## Below is an example to define the print function
# TaxonomyNodeDetail$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TaxonomyNodeDetail$lock()

